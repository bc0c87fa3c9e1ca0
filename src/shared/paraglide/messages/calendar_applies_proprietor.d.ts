/**
* | output |
* | --- |
* | "Proprietors" |
*
* @param {Calendar_Applies_ProprietorInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_proprietor: ((inputs?: Calendar_Applies_ProprietorInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Applies_ProprietorInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Applies_ProprietorInputs = {};
