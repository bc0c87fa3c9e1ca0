/**
* | output |
* | --- |
* | "Special rate: gold, silver and jewellery" |
*
* @param {Gst_Rate_GoldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_gold: ((inputs?: Gst_Rate_GoldInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_GoldInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_GoldInputs = {};
