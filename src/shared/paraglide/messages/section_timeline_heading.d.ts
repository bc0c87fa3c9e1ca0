/**
* | output |
* | --- |
* | "How Long It Takes" |
*
* @param {Section_Timeline_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_timeline_heading: ((inputs?: Section_Timeline_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Timeline_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Timeline_HeadingInputs = {};
