/**
* | output |
* | --- |
* | "Blog topic" |
*
* @param {Section_Share_TopicInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_topic: ((inputs?: Section_Share_TopicInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_TopicInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_TopicInputs = {};
