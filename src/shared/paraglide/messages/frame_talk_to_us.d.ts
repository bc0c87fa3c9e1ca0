/**
* | output |
* | --- |
* | "Talk to us" |
*
* @param {Frame_Talk_To_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_talk_to_us: ((inputs?: Frame_Talk_To_UsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Talk_To_UsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Talk_To_UsInputs = {};
