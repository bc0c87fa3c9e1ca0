/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Related_TitleInputs */

const en_blog_related_title = /** @type {(inputs: Blog_Related_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related Articles`)
};

const hi_blog_related_title = /** @type {(inputs: Blog_Related_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इनसे जुड़े लेख`)
};

/**
* | output |
* | --- |
* | "Related Articles" |
*
* @param {Blog_Related_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_related_title = /** @type {((inputs?: Blog_Related_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Related_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_related_title(inputs)
	return en_blog_related_title(inputs)
});