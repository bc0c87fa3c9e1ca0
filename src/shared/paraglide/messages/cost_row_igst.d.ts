/**
* | output |
* | --- |
* | "IGST {percent}% on our fee" |
*
* @param {Cost_Row_IgstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_igst: ((inputs: Cost_Row_IgstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Row_IgstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Row_IgstInputs = {
    percent: NonNullable<unknown>;
};
