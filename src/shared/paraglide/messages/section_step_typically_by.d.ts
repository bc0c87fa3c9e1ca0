/**
* | output |
* | --- |
* | "Typically {days} (by day {day})" |
*
* @param {Section_Step_Typically_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step_typically_by: ((inputs: Section_Step_Typically_ByInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Step_Typically_ByInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Step_Typically_ByInputs = {
    days: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
