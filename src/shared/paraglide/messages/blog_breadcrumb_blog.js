/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Breadcrumb_BlogInputs */

const en_blog_breadcrumb_blog = /** @type {(inputs: Blog_Breadcrumb_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog`)
};

const hi_blog_breadcrumb_blog = /** @type {(inputs: Blog_Breadcrumb_BlogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉग`)
};

/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Blog_Breadcrumb_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_breadcrumb_blog = /** @type {((inputs?: Blog_Breadcrumb_BlogInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Breadcrumb_BlogInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_breadcrumb_blog(inputs)
	return en_blog_breadcrumb_blog(inputs)
});