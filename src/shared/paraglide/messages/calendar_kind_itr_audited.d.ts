/**
* | output |
* | --- |
* | "Income-tax returns (audited accounts) for FY {fy}" |
*
* @param {Calendar_Kind_Itr_AuditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_itr_audited: ((inputs: Calendar_Kind_Itr_AuditedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Itr_AuditedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Itr_AuditedInputs = {
    fy: NonNullable<unknown>;
};
