/**
* | output |
* | --- |
* | "Government fees and stamp duty (no GST) depend on the state: {link}" |
*
* @param {Section_State_Fees_VaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_state_fees_vary: ((inputs: Section_State_Fees_VaryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_State_Fees_VaryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_State_Fees_VaryInputs = {
    link: NonNullable<unknown>;
};
