/**
* | output |
* | --- |
* | "What registering your {entity} costs: our fee, GST at 18%, government fees and stamp duty, in one total." |
*
* @param {Cost_Meta_Entity_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_description: ((inputs: Cost_Meta_Entity_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Meta_Entity_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Meta_Entity_DescriptionInputs = {
    entity: NonNullable<unknown>;
};
