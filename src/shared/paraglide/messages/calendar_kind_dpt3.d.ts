/**
* | output |
* | --- |
* | "Return of deposits" |
*
* @param {Calendar_Kind_Dpt3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_dpt3: ((inputs?: Calendar_Kind_Dpt3Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Dpt3Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Dpt3Inputs = {};
