/**
* | output |
* | --- |
* | "same day" |
*
* @param {Section_Same_DayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_same_day: ((inputs?: Section_Same_DayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Same_DayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Same_DayInputs = {};
