/**
* | output |
* | --- |
* | "Version {version}, last updated {date}" |
*
* @param {Section_Legal_Version_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_legal_version_updated: ((inputs: Section_Legal_Version_UpdatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Legal_Version_UpdatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Legal_Version_UpdatedInputs = {
    version: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
