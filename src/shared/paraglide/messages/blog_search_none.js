/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ q: NonNullable<unknown> }} Blog_Search_NoneInputs */

const en_blog_search_none = /** @type {(inputs: Blog_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No articles match “${i?.q}”. Try fewer or different words.`)
};

const hi_blog_search_none = /** @type {(inputs: Blog_Search_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.q}” से मिलता कोई लेख नहीं मिला। कम या दूसरे शब्दों से खोजें।`)
};

/**
* | output |
* | --- |
* | "No articles match “{q}”. Try fewer or different words." |
*
* @param {Blog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_search_none = /** @type {((inputs: Blog_Search_NoneInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_NoneInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_search_none(inputs)
	return en_blog_search_none(inputs)
});