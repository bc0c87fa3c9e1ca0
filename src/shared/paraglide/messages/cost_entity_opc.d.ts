/**
* | output |
* | --- |
* | "One person company" |
*
* @param {Cost_Entity_OpcInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_opc: ((inputs?: Cost_Entity_OpcInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_OpcInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_OpcInputs = {};
