/**
* | output |
* | --- |
* | "Start my registration" |
*
* @param {Cost_Cta_StartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_cta_start: ((inputs?: Cost_Cta_StartInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Cta_StartInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Cta_StartInputs = {};
