/**
* | output |
* | --- |
* | "GSTR-3B (summary return and tax) for {month}, monthly filers" |
*
* @param {Calendar_Kind_Gstr3b_MonthlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr3b_monthly: ((inputs: Calendar_Kind_Gstr3b_MonthlyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Gstr3b_MonthlyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Gstr3b_MonthlyInputs = {
    month: NonNullable<unknown>;
};
