/**
* | output |
* | --- |
* | "Choose the type of entity and the state to see our fee, the GST on it, the government fees, the stamp duty and the total." |
*
* @param {Cost_PromptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_prompt: ((inputs?: Cost_PromptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_PromptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_PromptInputs = {};
