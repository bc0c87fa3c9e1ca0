/**
* | output |
* | --- |
* | "With government fees {fees} and {state} stamp duty {duty} (no GST on these): {total}" |
*
* @param {Section_With_State_FeesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_with_state_fees: ((inputs: Section_With_State_FeesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_With_State_FeesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_With_State_FeesInputs = {
    fees: NonNullable<unknown>;
    state: NonNullable<unknown>;
    duty: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
