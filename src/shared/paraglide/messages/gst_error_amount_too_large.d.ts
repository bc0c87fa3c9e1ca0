/**
* | output |
* | --- |
* | "Enter an amount up to ₹10,00,00,00,000." |
*
* @param {Gst_Error_Amount_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_amount_too_large: ((inputs?: Gst_Error_Amount_Too_LargeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Error_Amount_Too_LargeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Error_Amount_Too_LargeInputs = {};
