/**
* | output |
* | --- |
* | "Blog post not found." |
*
* @param {Blog_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_not_found_text: ((inputs?: Blog_Not_Found_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Not_Found_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Not_Found_TextInputs = {};
