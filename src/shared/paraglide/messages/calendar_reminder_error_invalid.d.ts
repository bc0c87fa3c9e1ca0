/**
* | output |
* | --- |
* | "Enter a valid e-mail address and choose at least one kind of due date." |
*
* @param {Calendar_Reminder_Error_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_invalid: ((inputs?: Calendar_Reminder_Error_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminder_Error_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminder_Error_InvalidInputs = {};
