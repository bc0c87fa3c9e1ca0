/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Testimonials_HeadingInputs */

const en_section_testimonials_heading = /** @type {(inputs: Section_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What Our Clients Say`)
};

const hi_section_testimonials_heading = /** @type {(inputs: Section_Testimonials_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे क्लाइंट क्या कहते हैं`)
};

/**
* | output |
* | --- |
* | "What Our Clients Say" |
*
* @param {Section_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_testimonials_heading = /** @type {((inputs?: Section_Testimonials_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Testimonials_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_testimonials_heading(inputs)
	return en_section_testimonials_heading(inputs)
});