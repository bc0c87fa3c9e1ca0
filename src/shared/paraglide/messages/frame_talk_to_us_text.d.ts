/**
* | output |
* | --- |
* | "Tell us what you were looking for and an expert will help." |
*
* @param {Frame_Talk_To_Us_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_talk_to_us_text: ((inputs?: Frame_Talk_To_Us_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Talk_To_Us_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Talk_To_Us_TextInputs = {};
