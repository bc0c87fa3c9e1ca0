/**
* | output |
* | --- |
* | "GST Calculator" |
*
* @param {Frame_Tool_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_gst: ((inputs?: Frame_Tool_GstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Tool_GstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Tool_GstInputs = {};
