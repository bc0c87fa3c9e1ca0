/**
* | output |
* | --- |
* | "GST returns, TDS deposits and returns, PF and ESI, advance tax, ROC annual filings and income-tax returns: the statutory due dates of each month, and who the..." |
*
* @param {Calendar_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_lead: ((inputs?: Calendar_LeadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_LeadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_LeadInputs = {};
