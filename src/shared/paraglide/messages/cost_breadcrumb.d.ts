/**
* | output |
* | --- |
* | "Incorporation Cost Calculator" |
*
* @param {Cost_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_breadcrumb: ((inputs?: Cost_BreadcrumbInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_BreadcrumbInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_BreadcrumbInputs = {};
