/**
* | output |
* | --- |
* | "GST, TDS, PF/ESI, advance tax, ROC and income-tax due dates for this month, by company, LLP, proprietor or GST registration, with free e-mail reminders." |
*
* @param {Calendar_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_description: ((inputs?: Calendar_Meta_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Meta_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Meta_DescriptionInputs = {};
