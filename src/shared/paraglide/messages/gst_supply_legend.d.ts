/**
* | output |
* | --- |
* | "Supply" |
*
* @param {Gst_Supply_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_legend: ((inputs?: Gst_Supply_LegendInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Supply_LegendInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Supply_LegendInputs = {};
