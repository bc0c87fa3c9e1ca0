/**
* | output |
* | --- |
* | "GSTR-1 (outward supplies) for {month}, monthly filers" |
*
* @param {Calendar_Kind_Gstr1_MonthlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr1_monthly: ((inputs: Calendar_Kind_Gstr1_MonthlyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Gstr1_MonthlyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Gstr1_MonthlyInputs = {
    month: NonNullable<unknown>;
};
