/**
* | output |
* | --- |
* | "LLP annual return for FY {fy}" |
*
* @param {Calendar_Kind_Llp_Form11Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_llp_form11: ((inputs: Calendar_Kind_Llp_Form11Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Llp_Form11Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Llp_Form11Inputs = {
    fy: NonNullable<unknown>;
};
