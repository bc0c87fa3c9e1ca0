/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_List_EmptyInputs */

const en_blog_list_empty = /** @type {(inputs: Blog_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No articles yet.`)
};

const hi_blog_list_empty = /** @type {(inputs: Blog_List_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हिंदी में अभी कोई लेख नहीं है। जल्द ही आएँगे।`)
};

/**
* | output |
* | --- |
* | "No articles yet." |
*
* @param {Blog_List_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_list_empty = /** @type {((inputs?: Blog_List_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_List_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_list_empty(inputs)
	return en_blog_list_empty(inputs)
});