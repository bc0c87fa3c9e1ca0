/**
* | output |
* | --- |
* | "Six months from the end of the financial year." |
*
* @param {Calendar_Note_AgmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_agm: ((inputs?: Calendar_Note_AgmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_AgmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_AgmInputs = {};
