/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown> }} Contact_ReferenceInputs */

const en_contact_reference = /** @type {(inputs: Contact_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your reference: ${i?.ref}`)
};

const hi_contact_reference = /** @type {(inputs: Contact_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आपका रेफ़रेंस नंबर: ${i?.ref}`)
};

/**
* | output |
* | --- |
* | "Your reference: {ref}" |
*
* @param {Contact_ReferenceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reference = /** @type {((inputs: Contact_ReferenceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_ReferenceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_contact_reference(inputs)
	return en_contact_reference(inputs)
});