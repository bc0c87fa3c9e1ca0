/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_PaginationInputs */

const en_blog_pagination = /** @type {(inputs: Blog_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination`)
};

const hi_blog_pagination = /** @type {(inputs: Blog_PaginationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पेज`)
};

/**
* | output |
* | --- |
* | "Pagination" |
*
* @param {Blog_PaginationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_pagination = /** @type {((inputs?: Blog_PaginationInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_PaginationInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_pagination(inputs)
	return en_blog_pagination(inputs)
});