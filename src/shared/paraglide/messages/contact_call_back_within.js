/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ within: NonNullable<unknown> }} Contact_Call_Back_WithinInputs */

const en_contact_call_back_within = /** @type {(inputs: Contact_Call_Back_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will call you back within ${i?.within}.`)
};

const hi_contact_call_back_within = /** @type {(inputs: Contact_Call_Back_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हम ${i?.within} के अंदर आपको वापस कॉल करेंगे।`)
};

/**
* | output |
* | --- |
* | "We will call you back within {within}." |
*
* @param {Contact_Call_Back_WithinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_back_within = /** @type {((inputs: Contact_Call_Back_WithinInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_Back_WithinInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_call_back_within(inputs)
	return en_contact_call_back_within(inputs)
});