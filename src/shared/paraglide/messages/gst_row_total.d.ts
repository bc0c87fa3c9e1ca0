/**
* | output |
* | --- |
* | "Total amount" |
*
* @param {Gst_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_total: ((inputs?: Gst_Row_TotalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Row_TotalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Row_TotalInputs = {};
