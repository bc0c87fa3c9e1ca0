/**
* | output |
* | --- |
* | "Total GST" |
*
* @param {Gst_Row_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_tax: ((inputs?: Gst_Row_TaxInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Row_TaxInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Row_TaxInputs = {};
