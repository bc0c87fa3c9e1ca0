/**
* | output |
* | --- |
* | "Incorporation Cost Calculator" |
*
* @param {Frame_Tool_IncorporationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_incorporation: ((inputs?: Frame_Tool_IncorporationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Tool_IncorporationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Tool_IncorporationInputs = {};
