/**
* | output |
* | --- |
* | "Blog category" |
*
* @param {Section_Share_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_category: ((inputs?: Section_Share_CategoryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_CategoryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_CategoryInputs = {};
