/**
* | output |
* | --- |
* | "Special offer" |
*
* @param {Section_Offer_FallbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_fallback: ((inputs?: Section_Offer_FallbackInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Offer_FallbackInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Offer_FallbackInputs = {};
