/**
* | output |
* | --- |
* | "Limited liability partnership" |
*
* @param {Cost_Entity_LlpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_llp: ((inputs?: Cost_Entity_LlpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_LlpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_LlpInputs = {};
