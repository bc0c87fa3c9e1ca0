/**
* | output |
* | --- |
* | "Services" |
*
* @param {Section_Services_TabsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_services_tabs: ((inputs?: Section_Services_TabsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Services_TabsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Services_TabsInputs = {};
