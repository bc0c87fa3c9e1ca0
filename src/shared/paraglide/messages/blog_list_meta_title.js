/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_List_Meta_TitleInputs */

const en_blog_list_meta_title = /** @type {(inputs: Blog_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Articles and Insights on Business Compliance`)
};

const hi_blog_list_meta_title = /** @type {(inputs: Blog_List_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिज़नेस कंप्लायंस पर ताज़ा लेख हिंदी में`)
};

/**
* | output |
* | --- |
* | "Latest Articles and Insights on Business Compliance" |
*
* @param {Blog_List_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_list_meta_title = /** @type {((inputs?: Blog_List_Meta_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_List_Meta_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_list_meta_title(inputs)
	return en_blog_list_meta_title(inputs)
});