/**
* | output |
* | --- |
* | "Home" |
*
* @param {Cost_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_breadcrumb_home: ((inputs?: Cost_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Breadcrumb_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Breadcrumb_HomeInputs = {};
