/**
* | output |
* | --- |
* | "NGO / Section 8 company" |
*
* @param {Cost_Entity_Section_8Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_section_8: ((inputs?: Cost_Entity_Section_8Inputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_Section_8Inputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_Section_8Inputs = {};
