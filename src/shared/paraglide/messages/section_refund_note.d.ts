/**
* | output |
* | --- |
* | "Read our {link} before you pay." |
*
* @param {Section_Refund_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_refund_note: ((inputs: Section_Refund_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Refund_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Refund_NoteInputs = {
    link: NonNullable<unknown>;
};
