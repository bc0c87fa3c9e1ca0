/**
* | output |
* | --- |
* | "TCS deposit for {month}" |
*
* @param {Calendar_Kind_Tcs_DepositInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tcs_deposit: ((inputs: Calendar_Kind_Tcs_DepositInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Tcs_DepositInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Tcs_DepositInputs = {
    month: NonNullable<unknown>;
};
