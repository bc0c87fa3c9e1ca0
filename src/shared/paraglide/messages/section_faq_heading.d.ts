/**
* | output |
* | --- |
* | "Frequently Asked Questions" |
*
* @param {Section_Faq_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_faq_heading: ((inputs?: Section_Faq_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Faq_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Faq_HeadingInputs = {};
