/**
* | output |
* | --- |
* | "{entity} registration cost" |
*
* @param {Cost_Meta_Entity_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_title: ((inputs: Cost_Meta_Entity_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Meta_Entity_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Meta_Entity_TitleInputs = {
    entity: NonNullable<unknown>;
};
