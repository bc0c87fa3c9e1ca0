/**
* | output |
* | --- |
* | "Composition tax statement for {quarter}" |
*
* @param {Calendar_Kind_Cmp08Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_cmp08: ((inputs: Calendar_Kind_Cmp08Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Cmp08Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Cmp08Inputs = {
    quarter: NonNullable<unknown>;
};
