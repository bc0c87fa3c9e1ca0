/**
* | output |
* | --- |
* | "Subscribe to the feed" |
*
* @param {Calendar_Reminders_Feed_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_link: ((inputs?: Calendar_Reminders_Feed_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_Feed_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_Feed_LinkInputs = {};
