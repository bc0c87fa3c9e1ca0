/**
* | output |
* | --- |
* | "Due Dates, {month}" |
*
* @param {Calendar_Meta_Title_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_title_month: ((inputs: Calendar_Meta_Title_MonthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Meta_Title_MonthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Meta_Title_MonthInputs = {
    month: NonNullable<unknown>;
};
