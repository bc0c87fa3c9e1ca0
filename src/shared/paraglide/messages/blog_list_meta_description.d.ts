/**
* | output |
* | --- |
* | "Practical articles on company registration, LLPs, GST, income-tax, ROC compliance and trademarks, written for Indian entrepreneurs and small businesses." |
*
* @param {Blog_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_list_meta_description: ((inputs?: Blog_List_Meta_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_List_Meta_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_List_Meta_DescriptionInputs = {};
