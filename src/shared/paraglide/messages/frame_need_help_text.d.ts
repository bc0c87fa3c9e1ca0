/**
* | output |
* | --- |
* | "Talk to our experts about registration, compliance or tax." |
*
* @param {Frame_Need_Help_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_need_help_text: ((inputs?: Frame_Need_Help_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Need_Help_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Need_Help_TextInputs = {};
