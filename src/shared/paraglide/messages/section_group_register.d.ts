/**
* | output |
* | --- |
* | "Register a business" |
*
* @param {Section_Group_RegisterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_group_register: ((inputs?: Section_Group_RegisterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Group_RegisterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Group_RegisterInputs = {};
