/**
* | output |
* | --- |
* | "LLPs" |
*
* @param {Calendar_Applies_LlpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_llp: ((inputs?: Calendar_Applies_LlpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Applies_LlpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Applies_LlpInputs = {};
