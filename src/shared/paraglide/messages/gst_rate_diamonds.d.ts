/**
* | output |
* | --- |
* | "Special rate: rough diamonds and precious stones" |
*
* @param {Gst_Rate_DiamondsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_diamonds: ((inputs?: Gst_Rate_DiamondsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_DiamondsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_DiamondsInputs = {};
