/**
* | output |
* | --- |
* | "Original price" |
*
* @param {Section_Original_Price_SrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_original_price_sr: ((inputs?: Section_Original_Price_SrInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Original_Price_SrInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Original_Price_SrInputs = {};
