/**
* | output |
* | --- |
* | "Choose the state to see our fee for your {entity}, the GST on it, the government fees, the stamp duty and the total." |
*
* @param {Cost_Prompt_EntityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_prompt_entity: ((inputs: Cost_Prompt_EntityInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Prompt_EntityInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Prompt_EntityInputs = {
    entity: NonNullable<unknown>;
};
