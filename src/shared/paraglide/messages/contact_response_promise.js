/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ within: NonNullable<unknown> }} Contact_Response_PromiseInputs */

const en_contact_response_promise = /** @type {(inputs: Contact_Response_PromiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We call back within ${i?.within}.`)
};

const hi_contact_response_promise = /** @type {(inputs: Contact_Response_PromiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम ${i?.within} के अंदर वापस कॉल करते हैं।`)
};

/**
* | output |
* | --- |
* | "We call back within {within}." |
*
* @param {Contact_Response_PromiseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_response_promise = /** @type {((inputs: Contact_Response_PromiseInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Response_PromiseInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_response_promise(inputs)
	return en_contact_response_promise(inputs)
});