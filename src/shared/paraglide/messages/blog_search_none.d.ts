/**
* | output |
* | --- |
* | "No articles match “{q}”. Try fewer or different words." |
*
* @param {Blog_Search_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_search_none: ((inputs: Blog_Search_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Search_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Search_NoneInputs = {
    q: NonNullable<unknown>;
};
