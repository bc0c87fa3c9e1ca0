/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Contact_Within_ManyInputs */

const en_contact_within_many = /** @type {(inputs: Contact_Within_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} working hours`)
};

const hi_contact_within_many = /** @type {(inputs: Contact_Within_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} कामकाजी घंटों`)
};

/**
* | output |
* | --- |
* | "{hours} working hours" |
*
* @param {Contact_Within_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_within_many = /** @type {((inputs: Contact_Within_ManyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Within_ManyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_within_many(inputs)
	return en_contact_within_many(inputs)
});