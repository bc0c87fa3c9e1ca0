/**
* | output |
* | --- |
* | "GST and compliance" |
*
* @param {Calendar_Service_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_gst: ((inputs?: Calendar_Service_GstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Service_GstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Service_GstInputs = {};
