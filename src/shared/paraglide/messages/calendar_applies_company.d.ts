/**
* | output |
* | --- |
* | "Companies" |
*
* @param {Calendar_Applies_CompanyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_company: ((inputs?: Calendar_Applies_CompanyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Applies_CompanyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Applies_CompanyInputs = {};
