/**
* | output |
* | --- |
* | "See what is included" |
*
* @param {Page_See_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const page_see_included: ((inputs?: Page_See_IncludedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_See_IncludedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_See_IncludedInputs = {};
