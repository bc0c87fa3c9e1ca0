/**
* | output |
* | --- |
* | "Half-yearly return of dues to MSME suppliers ({period})" |
*
* @param {Calendar_Kind_Msme1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_msme1: ((inputs: Calendar_Kind_Msme1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Msme1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Msme1Inputs = {
    period: NonNullable<unknown>;
};
