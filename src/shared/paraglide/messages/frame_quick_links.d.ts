/**
* | output |
* | --- |
* | "Quick Links" |
*
* @param {Frame_Quick_LinksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links: ((inputs?: Frame_Quick_LinksInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Quick_LinksInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Quick_LinksInputs = {};
