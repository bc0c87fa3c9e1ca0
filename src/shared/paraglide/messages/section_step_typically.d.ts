/**
* | output |
* | --- |
* | "Typically {days}" |
*
* @param {Section_Step_TypicallyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step_typically: ((inputs: Section_Step_TypicallyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Step_TypicallyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Step_TypicallyInputs = {
    days: NonNullable<unknown>;
};
