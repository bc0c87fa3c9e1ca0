/**
* | output |
* | --- |
* | "Standard rate" |
*
* @param {Gst_Rate_StandardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_standard: ((inputs?: Gst_Rate_StandardInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_StandardInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_StandardInputs = {};
