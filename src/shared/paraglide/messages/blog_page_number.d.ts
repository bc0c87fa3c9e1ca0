/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Blog_Page_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_page_number: ((inputs: Blog_Page_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Page_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Page_NumberInputs = {
    page: NonNullable<unknown>;
};
