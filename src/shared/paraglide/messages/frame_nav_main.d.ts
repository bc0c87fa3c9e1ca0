/**
* | output |
* | --- |
* | "Main" |
*
* @param {Frame_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_main: ((inputs?: Frame_Nav_MainInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Nav_MainInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Nav_MainInputs = {};
