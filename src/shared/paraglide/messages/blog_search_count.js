/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, q: NonNullable<unknown> }} Blog_Search_CountInputs */

const en_blog_search_count = /** @type {(inputs: Blog_Search_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} posts match “${i?.q}”.`)
};

const hi_blog_search_count = /** @type {(inputs: Blog_Search_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.q}” से मिलते ${i?.count} लेख।`)
};

/**
* | output |
* | --- |
* | "{count} posts match “{q}”." |
*
* @param {Blog_Search_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_search_count = /** @type {((inputs: Blog_Search_CountInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Search_CountInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_search_count(inputs)
	return en_blog_search_count(inputs)
});