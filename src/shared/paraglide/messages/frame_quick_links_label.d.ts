/**
* | output |
* | --- |
* | "Quick links" |
*
* @param {Frame_Quick_Links_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_quick_links_label: ((inputs?: Frame_Quick_Links_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Quick_Links_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Quick_Links_LabelInputs = {};
