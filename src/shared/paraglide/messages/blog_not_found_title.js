/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Not_Found_TitleInputs */

const en_blog_not_found_title = /** @type {(inputs: Blog_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog Post Not Found`)
};

const hi_blog_not_found_title = /** @type {(inputs: Blog_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेख नहीं मिला`)
};

/**
* | output |
* | --- |
* | "Blog Post Not Found" |
*
* @param {Blog_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_not_found_title = /** @type {((inputs?: Blog_Not_Found_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Not_Found_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_not_found_title(inputs)
	return en_blog_not_found_title(inputs)
});