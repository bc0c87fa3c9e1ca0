/**
* | output |
* | --- |
* | "Within 60 days of the AGM." |
*
* @param {Calendar_Note_Mgt7Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_mgt7: ((inputs?: Calendar_Note_Mgt7Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Mgt7Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Mgt7Inputs = {};
