/**
* | output |
* | --- |
* | "Within 30 days of the AGM (one person companies: 180 days from the year's end)." |
*
* @param {Calendar_Note_Aoc4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_aoc4: ((inputs?: Calendar_Note_Aoc4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Note_Aoc4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Note_Aoc4Inputs = {};
