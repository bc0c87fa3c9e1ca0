/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_SpamInputs */

const en_contact_spam = /** @type {(inputs: Contact_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message looks automated and was not sent. Please call or e-mail us instead.`)
};

const hi_contact_spam = /** @type {(inputs: Contact_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपका मैसेज अपने-आप भेजा गया लगता है, इसलिए नहीं भेजा गया। कृपया हमें कॉल या ईमेल करें।`)
};

/**
* | output |
* | --- |
* | "Your message looks automated and was not sent. Please call or e-mail us instead." |
*
* @param {Contact_SpamInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_spam = /** @type {((inputs?: Contact_SpamInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SpamInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_spam(inputs)
	return en_contact_spam(inputs)
});