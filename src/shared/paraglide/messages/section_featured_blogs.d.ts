/**
* | output |
* | --- |
* | "Featured Blogs" |
*
* @param {Section_Featured_BlogsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_featured_blogs: ((inputs?: Section_Featured_BlogsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Featured_BlogsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Featured_BlogsInputs = {};
