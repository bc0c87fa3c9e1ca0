/**
* | output |
* | --- |
* | "Prefer your own calendar?" |
*
* @param {Calendar_Reminders_Feed_BeforeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_before: ((inputs?: Calendar_Reminders_Feed_BeforeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_Feed_BeforeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_Feed_BeforeInputs = {};
