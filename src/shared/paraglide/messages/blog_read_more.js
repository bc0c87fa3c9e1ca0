/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Read_MoreInputs */

const en_blog_read_more = /** @type {(inputs: Blog_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read More`)
};

const hi_blog_read_more = /** @type {(inputs: Blog_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पूरा पढ़ें`)
};

/**
* | output |
* | --- |
* | "Read More" |
*
* @param {Blog_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_read_more = /** @type {((inputs?: Blog_Read_MoreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Read_MoreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_read_more(inputs)
	return en_blog_read_more(inputs)
});