/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Section_Go_To_SlideInputs */

const en_section_go_to_slide = /** @type {(inputs: Section_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Go to slide ${i?.number}`)
};

const hi_section_go_to_slide = /** @type {(inputs: Section_Go_To_SlideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`स्लाइड ${i?.number} पर जाएँ`)
};

/**
* | output |
* | --- |
* | "Go to slide {number}" |
*
* @param {Section_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_go_to_slide = /** @type {((inputs: Section_Go_To_SlideInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Go_To_SlideInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_go_to_slide(inputs)
	return en_section_go_to_slide(inputs)
});