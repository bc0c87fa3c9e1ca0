/**
* | output |
* | --- |
* | "Blog Post Not Found" |
*
* @param {Blog_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_not_found_title: ((inputs?: Blog_Not_Found_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Not_Found_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Not_Found_TitleInputs = {};
