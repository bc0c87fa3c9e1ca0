/**
* | output |
* | --- |
* | "Before GST (exclusive)" |
*
* @param {Gst_Mode_ExclusiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_exclusive: ((inputs?: Gst_Mode_ExclusiveInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Mode_ExclusiveInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Mode_ExclusiveInputs = {};
