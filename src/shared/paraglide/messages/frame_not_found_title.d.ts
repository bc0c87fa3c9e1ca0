/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Frame_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_not_found_title: ((inputs?: Frame_Not_Found_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Not_Found_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Not_Found_TitleInputs = {};
