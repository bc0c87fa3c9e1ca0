/**
* | output |
* | --- |
* | "These are the dates the law sets. The government often extends them by notification: check the portal or ask us before you rely on a date." |
*
* @param {Calendar_Extensions_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_extensions_note: ((inputs?: Calendar_Extensions_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Extensions_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Extensions_NoteInputs = {};
