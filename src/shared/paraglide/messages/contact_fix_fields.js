/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Fix_FieldsInputs */

const en_contact_fix_fields = /** @type {(inputs: Contact_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please correct the highlighted fields.`)
};

const hi_contact_fix_fields = /** @type {(inputs: Contact_Fix_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया जिन फ़ील्ड में गलती दिखाई गई है, उन्हें ठीक करें।`)
};

/**
* | output |
* | --- |
* | "Please correct the highlighted fields." |
*
* @param {Contact_Fix_FieldsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_fix_fields = /** @type {((inputs?: Contact_Fix_FieldsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Fix_FieldsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_fix_fields(inputs)
	return en_contact_fix_fields(inputs)
});