/**
* | output |
* | --- |
* | "From {price}" |
*
* @param {Section_Price_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_price_from: ((inputs: Section_Price_FromInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Price_FromInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Price_FromInputs = {
    price: NonNullable<unknown>;
};
