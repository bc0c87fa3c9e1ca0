/**
* | output |
* | --- |
* | "{number} of {count}" |
*
* @param {Section_Slide_OfInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_slide_of: ((inputs: Section_Slide_OfInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Slide_OfInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Slide_OfInputs = {
    number: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
