/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Section_Share_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_blog: ((inputs?: Section_Share_BlogInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_BlogInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_BlogInputs = {};
