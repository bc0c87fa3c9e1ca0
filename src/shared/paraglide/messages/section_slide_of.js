/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Section_Slide_OfInputs */

const en_section_slide_of = /** @type {(inputs: Section_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} of ${i?.count}`)
};

const hi_section_slide_of = /** @type {(inputs: Section_Slide_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} में से ${i?.number}`)
};

/**
* | output |
* | --- |
* | "{number} of {count}" |
*
* @param {Section_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_slide_of = /** @type {((inputs: Section_Slide_OfInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Slide_OfInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_slide_of(inputs)
	return en_section_slide_of(inputs)
});