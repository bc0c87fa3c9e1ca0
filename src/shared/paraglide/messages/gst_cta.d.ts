/**
* | output |
* | --- |
* | "Talk to us about your GST" |
*
* @param {Gst_CtaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_cta: ((inputs?: Gst_CtaInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_CtaInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_CtaInputs = {};
