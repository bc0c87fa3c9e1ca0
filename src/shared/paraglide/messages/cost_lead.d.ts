/**
* | output |
* | --- |
* | "Our fixed professional fee with GST on it, plus the government fees and the state's stamp duty on the incorporation documents: what registering your business..." |
*
* @param {Cost_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_lead: ((inputs?: Cost_LeadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_LeadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_LeadInputs = {};
