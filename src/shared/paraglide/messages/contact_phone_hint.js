/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Phone_HintInputs */

const en_contact_phone_hint = /** @type {(inputs: Contact_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 digits, optionally with +91 or 0 in front`)
};

const hi_contact_phone_hint = /** @type {(inputs: Contact_Phone_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 अंक, चाहें तो आगे +91 या 0 लगाएं`)
};

/**
* | output |
* | --- |
* | "10 digits, optionally with +91 or 0 in front" |
*
* @param {Contact_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_phone_hint = /** @type {((inputs?: Contact_Phone_HintInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Phone_HintInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_phone_hint(inputs)
	return en_contact_phone_hint(inputs)
});