/**
* | output |
* | --- |
* | "Income-tax returns (no audit) for FY {fy}" |
*
* @param {Calendar_Kind_Itr_No_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_itr_no_audit: ((inputs: Calendar_Kind_Itr_No_AuditInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Itr_No_AuditInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Itr_No_AuditInputs = {
    fy: NonNullable<unknown>;
};
