/**
* | output |
* | --- |
* | "Auditor's appointment after the AGM" |
*
* @param {Calendar_Kind_Adt1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_adt1: ((inputs?: Calendar_Kind_Adt1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Adt1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Adt1Inputs = {};
