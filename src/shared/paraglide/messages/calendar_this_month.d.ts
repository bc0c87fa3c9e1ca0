/**
* | output |
* | --- |
* | "This month" |
*
* @param {Calendar_This_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_this_month: ((inputs?: Calendar_This_MonthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_This_MonthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_This_MonthInputs = {};
