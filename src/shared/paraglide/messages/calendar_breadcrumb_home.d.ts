/**
* | output |
* | --- |
* | "Home" |
*
* @param {Calendar_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_breadcrumb_home: ((inputs?: Calendar_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Breadcrumb_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Breadcrumb_HomeInputs = {};
