/**
* | output |
* | --- |
* | "Partnership firm" |
*
* @param {Cost_Entity_PartnershipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_partnership: ((inputs?: Cost_Entity_PartnershipInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Entity_PartnershipInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Entity_PartnershipInputs = {};
