/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ firm: NonNullable<unknown> }} Blog_Rss_TitleInputs */

const en_blog_rss_title = /** @type {(inputs: Blog_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firm} Blog`)
};

const hi_blog_rss_title = /** @type {(inputs: Blog_Rss_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.firm} ब्लॉग (हिंदी)`)
};

/**
* | output |
* | --- |
* | "{firm} Blog" |
*
* @param {Blog_Rss_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_rss_title = /** @type {((inputs: Blog_Rss_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Rss_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_rss_title(inputs)
	return en_blog_rss_title(inputs)
});