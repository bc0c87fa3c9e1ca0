/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Section_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_breadcrumb_label: ((inputs?: Section_Breadcrumb_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Breadcrumb_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Breadcrumb_LabelInputs = {};
