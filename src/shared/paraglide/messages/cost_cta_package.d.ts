/**
* | output |
* | --- |
* | "What the package includes" |
*
* @param {Cost_Cta_PackageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_cta_package: ((inputs?: Cost_Cta_PackageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Cta_PackageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Cta_PackageInputs = {};
