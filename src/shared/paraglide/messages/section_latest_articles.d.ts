/**
* | output |
* | --- |
* | "Latest Articles" |
*
* @param {Section_Latest_ArticlesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_latest_articles: ((inputs?: Section_Latest_ArticlesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Latest_ArticlesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Latest_ArticlesInputs = {};
