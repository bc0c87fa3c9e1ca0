/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Not_Found_TextInputs */

const en_blog_not_found_text = /** @type {(inputs: Blog_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog post not found.`)
};

const hi_blog_not_found_text = /** @type {(inputs: Blog_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लेख नहीं मिला। हो सकता है इसका पता बदल गया हो।`)
};

/**
* | output |
* | --- |
* | "Blog post not found." |
*
* @param {Blog_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_not_found_text = /** @type {((inputs?: Blog_Not_Found_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Not_Found_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_not_found_text(inputs)
	return en_blog_not_found_text(inputs)
});