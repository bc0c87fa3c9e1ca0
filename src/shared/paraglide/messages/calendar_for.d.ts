/**
* | output |
* | --- |
* | "For: {groups}" |
*
* @param {Calendar_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_for: ((inputs: Calendar_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_ForInputs = {
    groups: NonNullable<unknown>;
};
