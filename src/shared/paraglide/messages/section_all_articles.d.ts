/**
* | output |
* | --- |
* | "View all articles" |
*
* @param {Section_All_ArticlesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_all_articles: ((inputs?: Section_All_ArticlesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_All_ArticlesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_All_ArticlesInputs = {};
