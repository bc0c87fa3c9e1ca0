/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Whatsapp_ButtonInputs */

const en_contact_whatsapp_button = /** @type {(inputs: Contact_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chat on WhatsApp`)
};

const hi_contact_whatsapp_button = /** @type {(inputs: Contact_Whatsapp_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp पर बात करें`)
};

/**
* | output |
* | --- |
* | "Chat on WhatsApp" |
*
* @param {Contact_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_button = /** @type {((inputs?: Contact_Whatsapp_ButtonInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_ButtonInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_whatsapp_button(inputs)
	return en_contact_whatsapp_button(inputs)
});