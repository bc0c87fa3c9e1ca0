/**
* | output |
* | --- |
* | "The 22nd or the 24th, depending on the state of registration." |
*
* @param {Calendar_Note_Gstr3b_QuarterlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_gstr3b_quarterly: ((inputs?: Calendar_Note_Gstr3b_QuarterlyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Gstr3b_QuarterlyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Gstr3b_QuarterlyInputs = {};
