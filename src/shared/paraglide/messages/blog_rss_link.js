/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Rss_LinkInputs */

const en_blog_rss_link = /** @type {(inputs: Blog_Rss_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSS feed of the articles`)
};

const hi_blog_rss_link = /** @type {(inputs: Blog_Rss_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लेखों की RSS फ़ीड`)
};

/**
* | output |
* | --- |
* | "RSS feed of the articles" |
*
* @param {Blog_Rss_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_rss_link = /** @type {((inputs?: Blog_Rss_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Rss_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_rss_link(inputs)
	return en_blog_rss_link(inputs)
});