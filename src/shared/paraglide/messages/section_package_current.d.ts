/**
* | output |
* | --- |
* | "You are viewing this package" |
*
* @param {Section_Package_CurrentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_current: ((inputs?: Section_Package_CurrentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Package_CurrentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Package_CurrentInputs = {};
