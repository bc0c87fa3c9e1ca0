/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved. Search our articles, pick a service or talk to us." |
*
* @param {Frame_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_not_found_text: ((inputs?: Frame_Not_Found_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Not_Found_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Not_Found_TextInputs = {};
