/**
* | output |
* | --- |
* | "What Our Clients Say" |
*
* @param {Section_Testimonials_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_testimonials_heading: ((inputs?: Section_Testimonials_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Testimonials_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Testimonials_HeadingInputs = {};
