/**
* | output |
* | --- |
* | "Government fees (no GST)" |
*
* @param {Cost_Row_GovernmentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_government: ((inputs?: Cost_Row_GovernmentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Row_GovernmentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Row_GovernmentInputs = {};
