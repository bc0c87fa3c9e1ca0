/**
* | output |
* | --- |
* | "Stamp duty in {state} (no GST)" |
*
* @param {Cost_Row_StampInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_stamp: ((inputs: Cost_Row_StampInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Row_StampInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Row_StampInputs = {
    state: NonNullable<unknown>;
};
