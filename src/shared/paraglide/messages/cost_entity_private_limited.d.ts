/**
* | output |
* | --- |
* | "Private limited company" |
*
* @param {Cost_Entity_Private_LimitedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_private_limited: ((inputs?: Cost_Entity_Private_LimitedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_Private_LimitedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_Private_LimitedInputs = {};
