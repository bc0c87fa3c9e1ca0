/**
* | output |
* | --- |
* | "GST annual return and reconciliation for FY {fy}" |
*
* @param {Calendar_Kind_Gstr9Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr9: ((inputs: Calendar_Kind_Gstr9Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Gstr9Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Gstr9Inputs = {
    fy: NonNullable<unknown>;
};
