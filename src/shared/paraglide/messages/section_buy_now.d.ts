/**
* | output |
* | --- |
* | "Buy now" |
*
* @param {Section_Buy_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_buy_now: ((inputs?: Section_Buy_NowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Buy_NowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Buy_NowInputs = {};
