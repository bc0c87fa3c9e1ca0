/**
* | output |
* | --- |
* | "Annual return of companies for FY {fy}" |
*
* @param {Calendar_Kind_Mgt7Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_mgt7: ((inputs: Calendar_Kind_Mgt7Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Mgt7Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Mgt7Inputs = {
    fy: NonNullable<unknown>;
};
