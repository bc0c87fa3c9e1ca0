/**
* | output |
* | --- |
* | "We use your details only for what you ask of us here." |
*
* @param {Calendar_Privacy_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_privacy_text: ((inputs?: Calendar_Privacy_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Privacy_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Privacy_TextInputs = {};
