/**
* | output |
* | --- |
* | "See the offer" |
*
* @param {Section_Offer_SeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_see: ((inputs?: Section_Offer_SeeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Offer_SeeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Offer_SeeInputs = {};
