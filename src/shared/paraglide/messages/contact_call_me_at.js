/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Call_Me_AtInputs */

const en_contact_call_me_at = /** @type {(inputs: Contact_Call_Me_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call me at`)
};

const hi_contact_call_me_at = /** @type {(inputs: Contact_Call_Me_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुझे इस समय कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call me at" |
*
* @param {Contact_Call_Me_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at = /** @type {((inputs?: Contact_Call_Me_AtInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_Me_AtInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_call_me_at(inputs)
	return en_contact_call_me_at(inputs)
});