/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Calendar_Reminder_Error_BusyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_busy: ((inputs?: Calendar_Reminder_Error_BusyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_Error_BusyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_Error_BusyInputs = {};
