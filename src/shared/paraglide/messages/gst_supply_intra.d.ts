/**
* | output |
* | --- |
* | "Within the state (CGST + SGST)" |
*
* @param {Gst_Supply_IntraInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_intra: ((inputs?: Gst_Supply_IntraInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Supply_IntraInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Supply_IntraInputs = {};
