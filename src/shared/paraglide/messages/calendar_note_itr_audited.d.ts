/**
* | output |
* | --- |
* | "Companies always; LLPs and proprietors whose accounts are audited." |
*
* @param {Calendar_Note_Itr_AuditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_itr_audited: ((inputs?: Calendar_Note_Itr_AuditedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Itr_AuditedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Itr_AuditedInputs = {};
