/**
* | output |
* | --- |
* | "LLP statement of account and solvency for FY {fy}" |
*
* @param {Calendar_Kind_Llp_Form8Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_llp_form8: ((inputs: Calendar_Kind_Llp_Form8Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Llp_Form8Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Llp_Form8Inputs = {
    fy: NonNullable<unknown>;
};
