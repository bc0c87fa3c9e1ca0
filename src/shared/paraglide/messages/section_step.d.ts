/**
* | output |
* | --- |
* | "Step {number}:" |
*
* @param {Section_StepInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step: ((inputs: Section_StepInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_StepInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_StepInputs = {
    number: NonNullable<unknown>;
};
