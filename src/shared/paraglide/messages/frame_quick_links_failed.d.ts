/**
* | output |
* | --- |
* | "Failed to load quick links" |
*
* @param {Frame_Quick_Links_FailedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links_failed: ((inputs?: Frame_Quick_Links_FailedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Quick_Links_FailedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Quick_Links_FailedInputs = {};
