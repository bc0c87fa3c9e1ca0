/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Calendar_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_eyebrow: ((inputs?: Calendar_EyebrowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_EyebrowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_EyebrowInputs = {};
