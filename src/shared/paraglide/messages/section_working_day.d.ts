/**
* | output |
* | --- |
* | "{count} working day" |
*
* @param {Section_Working_DayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_working_day: ((inputs: Section_Working_DayInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Working_DayInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Working_DayInputs = {
    count: NonNullable<unknown>;
};
