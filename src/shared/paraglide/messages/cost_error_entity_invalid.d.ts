/**
* | output |
* | --- |
* | "Choose a type of entity." |
*
* @param {Cost_Error_Entity_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_entity_invalid: ((inputs?: Cost_Error_Entity_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Error_Entity_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Error_Entity_InvalidInputs = {};
