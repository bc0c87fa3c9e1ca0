/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Frame_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_skip_to_content: ((inputs?: Frame_Skip_To_ContentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Skip_To_ContentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Skip_To_ContentInputs = {};
