/**
* | output |
* | --- |
* | "What registering your {entity} in your state costs: our fee, GST at 18%, government fees and stamp duty, in one total." |
*
* @param {Cost_Meta_Entity_Description_Your_StateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_description_your_state: ((inputs: Cost_Meta_Entity_Description_Your_StateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Meta_Entity_Description_Your_StateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Meta_Entity_Description_Your_StateInputs = {
    entity: NonNullable<unknown>;
};
