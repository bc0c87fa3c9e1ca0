/**
* | output |
* | --- |
* | "Compliance Due Date Calendar" |
*
* @param {Calendar_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_title: ((inputs?: Calendar_Meta_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Meta_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Meta_TitleInputs = {};
