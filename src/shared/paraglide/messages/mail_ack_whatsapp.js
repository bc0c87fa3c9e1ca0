/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Ack_WhatsappInputs */

const en_mail_ack_whatsapp = /** @type {(inputs: Mail_Ack_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`WhatsApp: ${i?.link}`)
};

const hi_mail_ack_whatsapp = /** @type {(inputs: Mail_Ack_WhatsappInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`WhatsApp पर बात करें: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "WhatsApp: {link}" |
*
* @param {Mail_Ack_WhatsappInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_whatsapp = /** @type {((inputs: Mail_Ack_WhatsappInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ack_WhatsappInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_mail_ack_whatsapp(inputs)
	return en_mail_ack_whatsapp(inputs)
});