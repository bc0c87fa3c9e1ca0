/**
* | output |
* | --- |
* | "Enter an amount in rupees, such as 1000 or 1,250.50." |
*
* @param {Gst_Error_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_amount_invalid: ((inputs?: Gst_Error_Amount_InvalidInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Error_Amount_InvalidInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Error_Amount_InvalidInputs = {};
