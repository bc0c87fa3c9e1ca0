/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Section_Offer_Valid_UntilInputs */

const en_section_offer_valid_until = /** @type {(inputs: Section_Offer_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Valid until ${i?.date}`)
};

const hi_section_offer_valid_until = /** @type {(inputs: Section_Offer_Valid_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} तक मान्य`)
};

/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Section_Offer_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_valid_until = /** @type {((inputs: Section_Offer_Valid_UntilInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Offer_Valid_UntilInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_offer_valid_until(inputs)
	return en_section_offer_valid_until(inputs)
});