/**
* | output |
* | --- |
* | "see the total for your state" |
*
* @param {Section_State_Fees_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_state_fees_link: ((inputs?: Section_State_Fees_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_State_Fees_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_State_Fees_LinkInputs = {};
