/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Calendar_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_filter_submit: ((inputs?: Calendar_Filter_SubmitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Filter_SubmitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Filter_SubmitInputs = {};
