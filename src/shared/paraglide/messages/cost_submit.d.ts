/**
* | output |
* | --- |
* | "Calculate" |
*
* @param {Cost_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_submit: ((inputs?: Cost_SubmitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_SubmitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_SubmitInputs = {};
