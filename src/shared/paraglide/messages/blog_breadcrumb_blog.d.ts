/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Blog_Breadcrumb_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_breadcrumb_blog: ((inputs?: Blog_Breadcrumb_BlogInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Breadcrumb_BlogInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Breadcrumb_BlogInputs = {};
