/**
* | output |
* | --- |
* | "Processing time:" |
*
* @param {Section_Processing_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_processing_time_label: ((inputs?: Section_Processing_Time_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Processing_Time_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Processing_Time_LabelInputs = {};
