/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Featured_BlogsInputs */

const en_section_featured_blogs = /** @type {(inputs: Section_Featured_BlogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Featured Blogs`)
};

const hi_section_featured_blogs = /** @type {(inputs: Section_Featured_BlogsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`चुनिंदा ब्लॉग`)
};

/**
* | output |
* | --- |
* | "Featured Blogs" |
*
* @param {Section_Featured_BlogsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_featured_blogs = /** @type {((inputs?: Section_Featured_BlogsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Featured_BlogsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_featured_blogs(inputs)
	return en_section_featured_blogs(inputs)
});