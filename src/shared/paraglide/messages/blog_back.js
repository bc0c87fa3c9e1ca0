/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_BackInputs */

const en_blog_back = /** @type {(inputs: Blog_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Blogs`)
};

const hi_blog_back = /** @type {(inputs: Blog_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी लेखों पर वापस जाएँ`)
};

/**
* | output |
* | --- |
* | "Back to Blogs" |
*
* @param {Blog_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_back = /** @type {((inputs?: Blog_BackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_BackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_back(inputs)
	return en_blog_back(inputs)
});