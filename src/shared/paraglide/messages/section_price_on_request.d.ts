/**
* | output |
* | --- |
* | "Price on request" |
*
* @param {Section_Price_On_RequestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_price_on_request: ((inputs?: Section_Price_On_RequestInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Price_On_RequestInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Price_On_RequestInputs = {};
