/**
* | output |
* | --- |
* | "Enter an amount and choose a rate to see the tax, the CGST and SGST or IGST split and the total." |
*
* @param {Gst_PromptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_prompt: ((inputs?: Gst_PromptInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_PromptInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_PromptInputs = {};
