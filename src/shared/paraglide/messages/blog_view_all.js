/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_View_AllInputs */

const en_blog_view_all = /** @type {(inputs: Blog_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View all articles`)
};

const hi_blog_view_all = /** @type {(inputs: Blog_View_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी लेख देखें`)
};

/**
* | output |
* | --- |
* | "View all articles" |
*
* @param {Blog_View_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_view_all = /** @type {((inputs?: Blog_View_AllInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_View_AllInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_view_all(inputs)
	return en_blog_view_all(inputs)
});