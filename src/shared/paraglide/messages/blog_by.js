/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_ByInputs */

const en_blog_by = /** @type {(inputs: Blog_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By`)
};

const hi_blog_by = /** @type {(inputs: Blog_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेखक:`)
};

/**
* | output |
* | --- |
* | "By" |
*
* @param {Blog_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_by = /** @type {((inputs?: Blog_ByInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_ByInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_by(inputs)
	return en_blog_by(inputs)
});