/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Too_FastInputs */

const en_contact_too_fast = /** @type {(inputs: Contact_Too_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form was sent too quickly. Please wait a few seconds and try again.`)
};

const hi_contact_too_fast = /** @type {(inputs: Contact_Too_FastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ॉर्म बहुत जल्दी भेजा गया। कृपया कुछ सेकंड रुककर फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "The form was sent too quickly. Please wait a few seconds and try again." |
*
* @param {Contact_Too_FastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_too_fast = /** @type {((inputs?: Contact_Too_FastInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Too_FastInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_too_fast(inputs)
	return en_contact_too_fast(inputs)
});