/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ language: NonNullable<unknown> }} Blog_Read_InInputs */

const en_blog_read_in = /** @type {(inputs: Blog_Read_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read this article in ${i?.language}`)
};

const hi_blog_read_in = /** @type {(inputs: Blog_Read_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`यह लेख ${i?.language} में पढ़ें`)
};

/**
* | output |
* | --- |
* | "Read this article in {language}" |
*
* @param {Blog_Read_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_read_in = /** @type {((inputs: Blog_Read_InInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Read_InInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_read_in(inputs)
	return en_blog_read_in(inputs)
});