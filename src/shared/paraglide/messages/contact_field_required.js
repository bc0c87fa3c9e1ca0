/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Field_RequiredInputs */

const en_contact_field_required = /** @type {(inputs: Contact_Field_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in this field.`)
};

const hi_contact_field_required = /** @type {(inputs: Contact_Field_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया यह फ़ील्ड भरें।`)
};

/**
* | output |
* | --- |
* | "Please fill in this field." |
*
* @param {Contact_Field_RequiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_field_required = /** @type {((inputs?: Contact_Field_RequiredInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Field_RequiredInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_field_required(inputs)
	return en_contact_field_required(inputs)
});