/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Office_HoursInputs */

const en_contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office hours:`)
};

const hi_contact_office_hours = /** @type {(inputs: Contact_Office_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑफिस का समय:`)
};

/**
* | output |
* | --- |
* | "Office hours:" |
*
* @param {Contact_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_office_hours = /** @type {((inputs?: Contact_Office_HoursInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Office_HoursInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_office_hours(inputs)
	return en_contact_office_hours(inputs)
});