/**
* | output |
* | --- |
* | "We e-mail you three days before each due date that applies to you. You confirm your address first, and every reminder has a one-click unsubscribe link." |
*
* @param {Calendar_Reminders_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_intro: ((inputs?: Calendar_Reminders_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reminders_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Reminders_IntroInputs = {};
