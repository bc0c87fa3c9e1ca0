/**
* | output |
* | --- |
* | "Back to Blogs" |
*
* @param {Blog_BackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_back: ((inputs?: Blog_BackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_BackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_BackInputs = {};
