/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Whatsapp_NowInputs */

const en_contact_whatsapp_now = /** @type {(inputs: Contact_Whatsapp_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Or chat with us on WhatsApp now`)
};

const hi_contact_whatsapp_now = /** @type {(inputs: Contact_Whatsapp_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`या अभी WhatsApp पर हमसे बात करें`)
};

/**
* | output |
* | --- |
* | "Or chat with us on WhatsApp now" |
*
* @param {Contact_Whatsapp_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_now = /** @type {((inputs?: Contact_Whatsapp_NowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_NowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_whatsapp_now(inputs)
	return en_contact_whatsapp_now(inputs)
});