/**
* | output |
* | --- |
* | "GSTR-3B for {quarter}, quarterly (QRMP) filers" |
*
* @param {Calendar_Kind_Gstr3b_QuarterlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr3b_quarterly: ((inputs: Calendar_Kind_Gstr3b_QuarterlyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Gstr3b_QuarterlyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Gstr3b_QuarterlyInputs = {
    quarter: NonNullable<unknown>;
};
