/**
* | output |
* | --- |
* | "Merit rate: essentials" |
*
* @param {Gst_Rate_MeritInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_merit: ((inputs?: Gst_Rate_MeritInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_MeritInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_MeritInputs = {};
