/**
* | output |
* | --- |
* | "E-mail reminders are not available at the moment. Please try again later." |
*
* @param {Calendar_Reminder_Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_unavailable: ((inputs?: Calendar_Reminder_Error_UnavailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_Error_UnavailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_Error_UnavailableInputs = {};
