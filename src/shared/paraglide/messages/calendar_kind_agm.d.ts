/**
* | output |
* | --- |
* | "Last day for the annual general meeting" |
*
* @param {Calendar_Kind_AgmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_agm: ((inputs?: Calendar_Kind_AgmInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_AgmInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_AgmInputs = {};
