/**
* | output |
* | --- |
* | "View package: {title}" |
*
* @param {Section_Package_View_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_view_label: ((inputs: Section_Package_View_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Package_View_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Package_View_LabelInputs = {
    title: NonNullable<unknown>;
};
