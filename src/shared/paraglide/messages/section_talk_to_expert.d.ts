/**
* | output |
* | --- |
* | "Talk to an expert" |
*
* @param {Section_Talk_To_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_talk_to_expert: ((inputs?: Section_Talk_To_ExpertInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Talk_To_ExpertInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Talk_To_ExpertInputs = {};
