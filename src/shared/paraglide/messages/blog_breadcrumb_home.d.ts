/**
* | output |
* | --- |
* | "Home" |
*
* @param {Blog_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_breadcrumb_home: ((inputs?: Blog_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Breadcrumb_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Breadcrumb_HomeInputs = {};
