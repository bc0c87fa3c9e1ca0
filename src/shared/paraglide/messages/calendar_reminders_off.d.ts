/**
* | output |
* | --- |
* | "E-mail reminders are not offered on this site at the moment. To follow the due dates, subscribe to the calendar feed below in Google Calendar, Outlook or App..." |
*
* @param {Calendar_Reminders_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_off: ((inputs?: Calendar_Reminders_OffInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_OffInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_OffInputs = {};
