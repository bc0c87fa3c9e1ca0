/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Section_No_ImageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_no_image: ((inputs?: Section_No_ImageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_No_ImageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_No_ImageInputs = {};
