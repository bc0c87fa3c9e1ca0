/**
* | output |
* | --- |
* | "Current offer" |
*
* @param {Section_Offer_CurrentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_current: ((inputs?: Section_Offer_CurrentInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Offer_CurrentInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Offer_CurrentInputs = {};
