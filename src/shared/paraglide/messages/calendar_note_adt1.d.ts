/**
* | output |
* | --- |
* | "Within 15 days of the AGM." |
*
* @param {Calendar_Note_Adt1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_adt1: ((inputs?: Calendar_Note_Adt1Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Adt1Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Adt1Inputs = {};
