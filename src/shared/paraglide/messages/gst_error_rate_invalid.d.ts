/**
* | output |
* | --- |
* | "Choose one of the listed GST rates." |
*
* @param {Gst_Error_Rate_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_rate_invalid: ((inputs?: Gst_Error_Rate_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Error_Rate_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Error_Rate_InvalidInputs = {};
