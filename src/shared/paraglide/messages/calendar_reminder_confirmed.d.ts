/**
* | output |
* | --- |
* | "Your reminders are confirmed. We will e-mail you three days before each due date that applies to you." |
*
* @param {Calendar_Reminder_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_confirmed: ((inputs?: Calendar_Reminder_ConfirmedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_ConfirmedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_ConfirmedInputs = {};
