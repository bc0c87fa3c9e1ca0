/**
* | output |
* | --- |
* | "Claim this offer" |
*
* @param {Section_Offer_ClaimInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_claim: ((inputs?: Section_Offer_ClaimInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Offer_ClaimInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Offer_ClaimInputs = {};
