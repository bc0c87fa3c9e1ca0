/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Contact_Whatsapp_TextInputs */

const en_contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hello, I would like to know more about ${i?.service}.`)
};

const hi_contact_whatsapp_text = /** @type {(inputs: Contact_Whatsapp_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`नमस्ते, मुझे ${i?.service} के बारे में और जानकारी चाहिए।`)
};

/**
* | output |
* | --- |
* | "Hello, I would like to know more about {service}." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text = /** @type {((inputs: Contact_Whatsapp_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_whatsapp_text(inputs)
	return en_contact_whatsapp_text(inputs)
});