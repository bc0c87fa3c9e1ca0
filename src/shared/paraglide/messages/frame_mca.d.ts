/**
* | output |
* | --- |
* | "Ministry of Corporate Affairs" |
*
* @param {Frame_McaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_mca: ((inputs?: Frame_McaInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_McaInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_McaInputs = {};
