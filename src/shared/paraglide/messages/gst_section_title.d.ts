/**
* | output |
* | --- |
* | "Calculate GST" |
*
* @param {Gst_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_section_title: ((inputs?: Gst_Section_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Section_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Section_TitleInputs = {};
