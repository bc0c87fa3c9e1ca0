/**
* | output |
* | --- |
* | "Accounting and tax" |
*
* @param {Calendar_Service_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_tax: ((inputs?: Calendar_Service_TaxInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Service_TaxInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Service_TaxInputs = {};
