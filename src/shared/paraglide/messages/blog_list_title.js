/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_List_TitleInputs */

const en_blog_list_title = /** @type {(inputs: Blog_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Articles & Insights`)
};

const hi_blog_list_title = /** @type {(inputs: Blog_List_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ताज़ा लेख और जानकारी`)
};

/**
* | output |
* | --- |
* | "Latest Articles & Insights" |
*
* @param {Blog_List_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_list_title = /** @type {((inputs?: Blog_List_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_List_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_list_title(inputs)
	return en_blog_list_title(inputs)
});