/**
* | output |
* | --- |
* | "Not included" |
*
* @param {Section_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_not_included: ((inputs?: Section_Not_IncludedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Not_IncludedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Not_IncludedInputs = {};
