/**
* | output |
* | --- |
* | "TCS return for {quarter}" |
*
* @param {Calendar_Kind_Tcs_ReturnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tcs_return: ((inputs: Calendar_Kind_Tcs_ReturnInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Tcs_ReturnInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Tcs_ReturnInputs = {
    quarter: NonNullable<unknown>;
};
