/**
* | output |
* | --- |
* | "Registration, compliance and tax" |
*
* @param {Section_Share_DefaultInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_default: ((inputs?: Section_Share_DefaultInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_DefaultInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_DefaultInputs = {};
