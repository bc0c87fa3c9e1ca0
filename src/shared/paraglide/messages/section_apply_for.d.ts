/**
* | output |
* | --- |
* | "Apply for {title}" |
*
* @param {Section_Apply_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_apply_for: ((inputs: Section_Apply_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Apply_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Apply_ForInputs = {
    title: NonNullable<unknown>;
};
