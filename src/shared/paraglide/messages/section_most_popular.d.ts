/**
* | output |
* | --- |
* | "Most Popular" |
*
* @param {Section_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_most_popular: ((inputs?: Section_Most_PopularInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Most_PopularInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Most_PopularInputs = {};
