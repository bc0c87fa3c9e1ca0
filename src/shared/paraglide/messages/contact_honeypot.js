/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_HoneypotInputs */

const en_contact_honeypot = /** @type {(inputs: Contact_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave this field empty`)
};

const hi_contact_honeypot = /** @type {(inputs: Contact_HoneypotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस फ़ील्ड को खाली छोड़ें`)
};

/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Contact_HoneypotInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_honeypot = /** @type {((inputs?: Contact_HoneypotInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_HoneypotInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_honeypot(inputs)
	return en_contact_honeypot(inputs)
});