/**
* | output |
* | --- |
* | "How we handle them: Privacy notice" |
*
* @param {Calendar_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_privacy_link: ((inputs?: Calendar_Privacy_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Privacy_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Privacy_LinkInputs = {};
