/**
* | output |
* | --- |
* | "Send me reminders" |
*
* @param {Calendar_Reminders_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_submit: ((inputs?: Calendar_Reminders_SubmitInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_SubmitInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_SubmitInputs = {};
