/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_FailedInputs */

const en_contact_failed = /** @type {(inputs: Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submission failed. Please try again.`)
};

const hi_contact_failed = /** @type {(inputs: Contact_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जानकारी नहीं भेजी जा सकी। कृपया फिर से कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Submission failed. Please try again." |
*
* @param {Contact_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_failed = /** @type {((inputs?: Contact_FailedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_FailedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_failed(inputs)
	return en_contact_failed(inputs)
});