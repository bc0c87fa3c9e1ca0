/**
* | output |
* | --- |
* | "Your company's annual filings go to this office once it is incorporated." |
*
* @param {Section_Roc_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_roc_note: ((inputs?: Section_Roc_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Roc_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Roc_NoteInputs = {};
