/**
* | output |
* | --- |
* | "Choose a state from the list." |
*
* @param {Cost_Error_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_state_invalid: ((inputs?: Cost_Error_State_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Error_State_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Error_State_InvalidInputs = {};
