/**
* | output |
* | --- |
* | "The amount is" |
*
* @param {Gst_Mode_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_legend: ((inputs?: Gst_Mode_LegendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Mode_LegendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Mode_LegendInputs = {};
