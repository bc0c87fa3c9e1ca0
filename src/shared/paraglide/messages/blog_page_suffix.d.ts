/**
* | output |
* | --- |
* | "(Page {page})" |
*
* @param {Blog_Page_SuffixInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_page_suffix: ((inputs: Blog_Page_SuffixInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Page_SuffixInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Page_SuffixInputs = {
    page: NonNullable<unknown>;
};
