/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Search_TitleInputs */

const en_blog_search_title = /** @type {(inputs: Blog_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search results`)
};

const hi_blog_search_title = /** @type {(inputs: Blog_Search_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खोज के नतीजे`)
};

/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Blog_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_search_title = /** @type {((inputs?: Blog_Search_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_search_title(inputs)
	return en_blog_search_title(inputs)
});