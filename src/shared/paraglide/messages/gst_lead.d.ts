/**
* | output |
* | --- |
* | "Add GST to a price, or take it out of a price that includes it, at the rates in force since 22 September 2025. Within a state the tax is split equally into C..." |
*
* @param {Gst_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_lead: ((inputs?: Gst_LeadInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_LeadInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_LeadInputs = {};
