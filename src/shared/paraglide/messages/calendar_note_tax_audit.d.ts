/**
* | output |
* | --- |
* | "Where the accounts must be audited." |
*
* @param {Calendar_Note_Tax_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_tax_audit: ((inputs?: Calendar_Note_Tax_AuditInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Tax_AuditInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Tax_AuditInputs = {};
