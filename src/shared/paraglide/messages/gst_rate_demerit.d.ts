/**
* | output |
* | --- |
* | "Demerit rate: luxury and sin goods" |
*
* @param {Gst_Rate_DemeritInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_demerit: ((inputs?: Gst_Rate_DemeritInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_DemeritInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_DemeritInputs = {};
