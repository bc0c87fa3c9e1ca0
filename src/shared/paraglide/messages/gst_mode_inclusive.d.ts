/**
* | output |
* | --- |
* | "Including GST (inclusive)" |
*
* @param {Gst_Mode_InclusiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_inclusive: ((inputs?: Gst_Mode_InclusiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Mode_InclusiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Mode_InclusiveInputs = {};
