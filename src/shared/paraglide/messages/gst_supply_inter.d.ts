/**
* | output |
* | --- |
* | "Between states (IGST)" |
*
* @param {Gst_Supply_InterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_inter: ((inputs?: Gst_Supply_InterInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Supply_InterInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Supply_InterInputs = {};
