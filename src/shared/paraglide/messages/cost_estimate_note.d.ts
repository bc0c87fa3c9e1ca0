/**
* | output |
* | --- |
* | "Government fees and stamp duty are indicative and change with the authorised capital or contribution and with state notifications." |
*
* @param {Cost_Estimate_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_estimate_note: ((inputs?: Cost_Estimate_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Estimate_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Estimate_NoteInputs = {};
