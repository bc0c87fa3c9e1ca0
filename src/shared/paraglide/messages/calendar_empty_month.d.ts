/**
* | output |
* | --- |
* | "No due dates for this month match your filter." |
*
* @param {Calendar_Empty_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_empty_month: ((inputs?: Calendar_Empty_MonthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Empty_MonthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Empty_MonthInputs = {};
