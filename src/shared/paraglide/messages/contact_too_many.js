/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Too_ManyInputs */

const en_contact_too_many = /** @type {(inputs: Contact_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please try again later.`)
};

const hi_contact_too_many = /** @type {(inputs: Contact_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा बार भेजा गया है। कृपया कुछ देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Contact_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_too_many = /** @type {((inputs?: Contact_Too_ManyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Too_ManyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_too_many(inputs)
	return en_contact_too_many(inputs)
});