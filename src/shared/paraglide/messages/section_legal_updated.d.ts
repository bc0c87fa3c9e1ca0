/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Section_Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_legal_updated: ((inputs: Section_Legal_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Legal_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Legal_UpdatedInputs = {
    date: NonNullable<unknown>;
};
