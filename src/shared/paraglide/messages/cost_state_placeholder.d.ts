/**
* | output |
* | --- |
* | "Choose your state" |
*
* @param {Cost_State_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_state_placeholder: ((inputs?: Cost_State_PlaceholderInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_State_PlaceholderInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_State_PlaceholderInputs = {};
