/**
* | output |
* | --- |
* | "Show dates that apply to" |
*
* @param {Calendar_Filter_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_filter_legend: ((inputs?: Calendar_Filter_LegendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Filter_LegendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Filter_LegendInputs = {};
