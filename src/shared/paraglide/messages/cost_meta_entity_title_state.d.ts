/**
* | output |
* | --- |
* | "{entity} registration cost in {state}" |
*
* @param {Cost_Meta_Entity_Title_StateInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_entity_title_state: ((inputs: Cost_Meta_Entity_Title_StateInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Meta_Entity_Title_StateInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Meta_Entity_Title_StateInputs = {
    entity: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
