/**
* | output |
* | --- |
* | "Our professional fee ({package})" |
*
* @param {Cost_Row_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_fee: ((inputs: Cost_Row_FeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Row_FeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Row_FeeInputs = {
    package: NonNullable<unknown>;
};
