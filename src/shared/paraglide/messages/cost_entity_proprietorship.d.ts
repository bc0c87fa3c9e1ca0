/**
* | output |
* | --- |
* | "Sole proprietorship" |
*
* @param {Cost_Entity_ProprietorshipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_proprietorship: ((inputs?: Cost_Entity_ProprietorshipInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_ProprietorshipInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_ProprietorshipInputs = {};
