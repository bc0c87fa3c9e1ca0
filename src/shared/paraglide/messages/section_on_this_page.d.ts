/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Section_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_on_this_page: ((inputs?: Section_On_This_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_On_This_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_On_This_PageInputs = {};
