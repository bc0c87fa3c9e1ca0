/**
* | output |
* | --- |
* | "Need Help?" |
*
* @param {Frame_Need_HelpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_need_help: ((inputs?: Frame_Need_HelpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Need_HelpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Need_HelpInputs = {};
