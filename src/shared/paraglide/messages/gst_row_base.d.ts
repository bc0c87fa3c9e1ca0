/**
* | output |
* | --- |
* | "Amount before GST" |
*
* @param {Gst_Row_BaseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_base: ((inputs?: Gst_Row_BaseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Row_BaseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Row_BaseInputs = {};
