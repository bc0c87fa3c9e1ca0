/**
* | output |
* | --- |
* | "Go to slide {number}" |
*
* @param {Section_Go_To_SlideInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_go_to_slide: ((inputs: Section_Go_To_SlideInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Go_To_SlideInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Go_To_SlideInputs = {
    number: NonNullable<unknown>;
};
