/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SuccessInputs */

const en_contact_success = /** @type {(inputs: Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details submitted successfully!`)
};

const hi_contact_success = /** @type {(inputs: Contact_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी जानकारी भेज दी गई है!`)
};

/**
* | output |
* | --- |
* | "Details submitted successfully!" |
*
* @param {Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_success = /** @type {((inputs?: Contact_SuccessInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SuccessInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_success(inputs)
	return en_contact_success(inputs)
});