/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Invalid_PhoneInputs */

const en_contact_invalid_phone = /** @type {(inputs: Contact_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a 10-digit phone number.`)
};

const hi_contact_invalid_phone = /** @type {(inputs: Contact_Invalid_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया 10 अंकों का फ़ोन नंबर लिखें।`)
};

/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Contact_Invalid_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_invalid_phone = /** @type {((inputs?: Contact_Invalid_PhoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Invalid_PhoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_invalid_phone(inputs)
	return en_contact_invalid_phone(inputs)
});