/**
* | output |
* | --- |
* | "You are unsubscribed. We will not send you any more reminders." |
*
* @param {Calendar_Reminder_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_unsubscribed: ((inputs?: Calendar_Reminder_UnsubscribedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_UnsubscribedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_UnsubscribedInputs = {};
