/**
* | output |
* | --- |
* | "Latest news" |
*
* @param {Section_Share_NewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_news: ((inputs?: Section_Share_NewsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_NewsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_NewsInputs = {};
