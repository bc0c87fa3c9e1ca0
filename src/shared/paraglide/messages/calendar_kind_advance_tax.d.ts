/**
* | output |
* | --- |
* | "Advance tax: {share} of the year's tax paid by today" |
*
* @param {Calendar_Kind_Advance_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_advance_tax: ((inputs: Calendar_Kind_Advance_TaxInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Advance_TaxInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Advance_TaxInputs = {
    share: NonNullable<unknown>;
};
