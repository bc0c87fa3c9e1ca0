/**
* | output |
* | --- |
* | "Guides and resources" |
*
* @param {Section_Share_ResourcesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_resources: ((inputs?: Section_Share_ResourcesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_ResourcesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_ResourcesInputs = {};
