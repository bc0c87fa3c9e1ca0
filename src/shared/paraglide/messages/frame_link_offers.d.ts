/**
* | output |
* | --- |
* | "Offers" |
*
* @param {Frame_Link_OffersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_offers: ((inputs?: Frame_Link_OffersInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_OffersInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_OffersInputs = {};
