/**
* | output |
* | --- |
* | "TDS certificates to employees (salary)" |
*
* @param {Calendar_Kind_Form16Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_form16: ((inputs?: Calendar_Kind_Form16Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Form16Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Form16Inputs = {};
