/**
* | output |
* | --- |
* | "Blog" |
*
* @param {Frame_Nav_BlogInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_blog: ((inputs?: Frame_Nav_BlogInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Nav_BlogInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Nav_BlogInputs = {};
