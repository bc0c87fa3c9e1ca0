/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Blog_Carousel_HeadingInputs */

const en_section_blog_carousel_heading = /** @type {(inputs: Section_Blog_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From Our Blog`)
};

const hi_section_blog_carousel_heading = /** @type {(inputs: Section_Blog_Carousel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारे ब्लॉग से`)
};

/**
* | output |
* | --- |
* | "From Our Blog" |
*
* @param {Section_Blog_Carousel_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_blog_carousel_heading = /** @type {((inputs?: Section_Blog_Carousel_HeadingInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Blog_Carousel_HeadingInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_blog_carousel_heading(inputs)
	return en_section_blog_carousel_heading(inputs)
});