/**
* | output |
* | --- |
* | "Thank you. Please open the link we have e-mailed you to confirm your reminders." |
*
* @param {Calendar_Reminder_RequestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_requested: ((inputs?: Calendar_Reminder_RequestedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_RequestedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_RequestedInputs = {};
