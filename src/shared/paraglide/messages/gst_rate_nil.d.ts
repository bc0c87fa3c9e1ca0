/**
* | output |
* | --- |
* | "Nil (exempt and zero-rated goods and services)" |
*
* @param {Gst_Rate_NilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_nil: ((inputs?: Gst_Rate_NilInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Rate_NilInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Rate_NilInputs = {};
