/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Section_Offer_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_valid_until: ((inputs: Section_Offer_Valid_UntilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Offer_Valid_UntilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Offer_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
