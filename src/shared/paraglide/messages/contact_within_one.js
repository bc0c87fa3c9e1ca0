/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Contact_Within_OneInputs */

const en_contact_within_one = /** @type {(inputs: Contact_Within_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} working hour`)
};

const hi_contact_within_one = /** @type {(inputs: Contact_Within_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} कामकाजी घंटे`)
};

/**
* | output |
* | --- |
* | "{hours} working hour" |
*
* @param {Contact_Within_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_within_one = /** @type {((inputs: Contact_Within_OneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Within_OneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_within_one(inputs)
	return en_contact_within_one(inputs)
});