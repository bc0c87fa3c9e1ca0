/**
* | output |
* | --- |
* | "Due dates in {month}" |
*
* @param {Calendar_Due_In_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_due_in_month: ((inputs: Calendar_Due_In_MonthInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Due_In_MonthInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Due_In_MonthInputs = {
    month: NonNullable<unknown>;
};
