/**
* | output |
* | --- |
* | "Included" |
*
* @param {Section_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_included: ((inputs?: Section_IncludedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_IncludedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_IncludedInputs = {};
