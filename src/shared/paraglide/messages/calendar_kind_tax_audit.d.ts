/**
* | output |
* | --- |
* | "Tax audit report for FY {fy}" |
*
* @param {Calendar_Kind_Tax_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tax_audit: ((inputs: Calendar_Kind_Tax_AuditInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Tax_AuditInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Tax_AuditInputs = {
    fy: NonNullable<unknown>;
};
