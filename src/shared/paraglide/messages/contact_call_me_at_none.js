/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Call_Me_At_NoneInputs */

const en_contact_call_me_at_none = /** @type {(inputs: Contact_Call_Me_At_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No time, call me when you can`)
};

const hi_contact_call_me_at_none = /** @type {(inputs: Contact_Call_Me_At_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई तय समय नहीं, जब हो सके कॉल करें`)
};

/**
* | output |
* | --- |
* | "No time, call me when you can" |
*
* @param {Contact_Call_Me_At_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at_none = /** @type {((inputs?: Contact_Call_Me_At_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_Me_At_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_call_me_at_none(inputs)
	return en_contact_call_me_at_none(inputs)
});