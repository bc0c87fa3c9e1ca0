/**
* | output |
* | --- |
* | "GST {percent}% on our fee (CGST {half}% + SGST {half}%)" |
*
* @param {Cost_Row_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_gst: ((inputs: Cost_Row_GstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Row_GstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Row_GstInputs = {
    percent: NonNullable<unknown>;
    half: NonNullable<unknown>;
};
