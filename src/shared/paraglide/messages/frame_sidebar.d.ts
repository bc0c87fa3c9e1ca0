/**
* | output |
* | --- |
* | "Sidebar" |
*
* @param {Frame_SidebarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_sidebar: ((inputs?: Frame_SidebarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_SidebarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_SidebarInputs = {};
