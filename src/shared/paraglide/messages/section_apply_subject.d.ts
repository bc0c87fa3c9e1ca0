/**
* | output |
* | --- |
* | "Application for {title}" |
*
* @param {Section_Apply_SubjectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_apply_subject: ((inputs: Section_Apply_SubjectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Apply_SubjectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Apply_SubjectInputs = {
    title: NonNullable<unknown>;
};
