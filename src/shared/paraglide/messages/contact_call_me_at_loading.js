/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Call_Me_At_LoadingInputs */

const en_contact_call_me_at_loading = /** @type {(inputs: Contact_Call_Me_At_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding free times...`)
};

const hi_contact_call_me_at_loading = /** @type {(inputs: Contact_Call_Me_At_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खाली समय ढूंढ रहे हैं...`)
};

/**
* | output |
* | --- |
* | "Finding free times..." |
*
* @param {Contact_Call_Me_At_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at_loading = /** @type {((inputs?: Contact_Call_Me_At_LoadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_Me_At_LoadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_call_me_at_loading(inputs)
	return en_contact_call_me_at_loading(inputs)
});