/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_List_Meta_DescriptionInputs */

const en_blog_list_meta_description = /** @type {(inputs: Blog_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses.`)
};

const hi_blog_list_meta_description = /** @type {(inputs: Blog_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनी रजिस्ट्रेशन, एलएलपी, जीएसटी, इनकम टैक्स, ROC कंप्लायंस और ट्रेडमार्क पर काम की बातें, आसान हिंदी में, भारत के उद्यमियों और छोटे कारोबारियों के लिए।`)
};

/**
* | output |
* | --- |
* | "Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses." |
*
* @param {Blog_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_list_meta_description = /** @type {((inputs?: Blog_List_Meta_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_List_Meta_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_blog_list_meta_description(inputs)
	return en_blog_list_meta_description(inputs)
});