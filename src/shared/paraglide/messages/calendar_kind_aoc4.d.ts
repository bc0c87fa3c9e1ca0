/**
* | output |
* | --- |
* | "Financial statements for FY {fy}" |
*
* @param {Calendar_Kind_Aoc4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_aoc4: ((inputs: Calendar_Kind_Aoc4Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Aoc4Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Aoc4Inputs = {
    fy: NonNullable<unknown>;
};
