/**
* | output |
* | --- |
* | "Months" |
*
* @param {Calendar_Months_NavInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_months_nav: ((inputs?: Calendar_Months_NavInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Months_NavInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Months_NavInputs = {};
