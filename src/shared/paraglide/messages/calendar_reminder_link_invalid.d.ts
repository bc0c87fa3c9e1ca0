/**
* | output |
* | --- |
* | "This link is not valid any more. Please sign up again on this page." |
*
* @param {Calendar_Reminder_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_link_invalid: ((inputs?: Calendar_Reminder_Link_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_Link_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_Link_InvalidInputs = {};
