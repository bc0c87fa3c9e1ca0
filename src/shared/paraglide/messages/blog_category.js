/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_CategoryInputs */

const en_blog_category = /** @type {(inputs: Blog_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category:`)
};

const hi_blog_category = /** @type {(inputs: Blog_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`श्रेणी:`)
};

/**
* | output |
* | --- |
* | "Category:" |
*
* @param {Blog_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_category = /** @type {((inputs?: Blog_CategoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_CategoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_category(inputs)
	return en_blog_category(inputs)
});