/**
* | output |
* | --- |
* | "Processing time: {duration}" |
*
* @param {Section_Processing_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_processing_time: ((inputs: Section_Processing_TimeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Processing_TimeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Processing_TimeInputs = {
    duration: NonNullable<unknown>;
};
