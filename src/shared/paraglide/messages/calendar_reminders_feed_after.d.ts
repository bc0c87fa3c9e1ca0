/**
* | output |
* | --- |
* | "in Google Calendar, Outlook or Apple Calendar." |
*
* @param {Calendar_Reminders_Feed_AfterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_after: ((inputs?: Calendar_Reminders_Feed_AfterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_Feed_AfterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_Feed_AfterInputs = {};
