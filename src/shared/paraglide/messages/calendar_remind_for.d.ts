/**
* | output |
* | --- |
* | "Remind me of dates for" |
*
* @param {Calendar_Remind_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_remind_for: ((inputs?: Calendar_Remind_ForInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Remind_ForInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Remind_ForInputs = {};
