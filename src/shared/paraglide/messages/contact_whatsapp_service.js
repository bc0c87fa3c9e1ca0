/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Whatsapp_ServiceInputs */

const en_contact_whatsapp_service = /** @type {(inputs: Contact_Whatsapp_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`company registration`)
};

const hi_contact_whatsapp_service = /** @type {(inputs: Contact_Whatsapp_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी रजिस्ट्रेशन`)
};

/**
* | output |
* | --- |
* | "company registration" |
*
* @param {Contact_Whatsapp_ServiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_service = /** @type {((inputs?: Contact_Whatsapp_ServiceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Whatsapp_ServiceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_whatsapp_service(inputs)
	return en_contact_whatsapp_service(inputs)
});