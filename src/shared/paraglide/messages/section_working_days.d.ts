/**
* | output |
* | --- |
* | "{count} working days" |
*
* @param {Section_Working_DaysInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_working_days: ((inputs: Section_Working_DaysInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Working_DaysInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Working_DaysInputs = {
    count: NonNullable<unknown>;
};
