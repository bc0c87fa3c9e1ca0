/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Special_CharsInputs */

const en_contact_special_chars = /** @type {(inputs: Contact_Special_CharsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special characters are not allowed.`)
};

const hi_contact_special_chars = /** @type {(inputs: Contact_Special_CharsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेष चिह्न (special characters) नहीं लिखे जा सकते।`)
};

/**
* | output |
* | --- |
* | "Special characters are not allowed." |
*
* @param {Contact_Special_CharsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_special_chars = /** @type {((inputs?: Contact_Special_CharsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Special_CharsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_special_chars(inputs)
	return en_contact_special_chars(inputs)
});