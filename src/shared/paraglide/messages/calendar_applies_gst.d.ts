/**
* | output |
* | --- |
* | "GST-registered" |
*
* @param {Calendar_Applies_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_gst: ((inputs?: Calendar_Applies_GstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Applies_GstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Applies_GstInputs = {};
