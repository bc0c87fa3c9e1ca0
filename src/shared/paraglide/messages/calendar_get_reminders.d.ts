/**
* | output |
* | --- |
* | "Get e-mail reminders" |
*
* @param {Calendar_Get_RemindersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_get_reminders: ((inputs?: Calendar_Get_RemindersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Get_RemindersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Get_RemindersInputs = {};
