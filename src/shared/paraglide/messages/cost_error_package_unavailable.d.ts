/**
* | output |
* | --- |
* | "This package is not offered at the moment. Please contact us for a quote." |
*
* @param {Cost_Error_Package_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_package_unavailable: ((inputs?: Cost_Error_Package_UnavailableInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Error_Package_UnavailableInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Error_Package_UnavailableInputs = {};
