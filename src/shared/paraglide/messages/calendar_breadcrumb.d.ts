/**
* | output |
* | --- |
* | "Compliance Calendar" |
*
* @param {Calendar_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_breadcrumb: ((inputs?: Calendar_BreadcrumbInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_BreadcrumbInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_BreadcrumbInputs = {};
