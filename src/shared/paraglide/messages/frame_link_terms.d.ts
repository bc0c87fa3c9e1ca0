/**
* | output |
* | --- |
* | "Terms and Condition" |
*
* @param {Frame_Link_TermsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_terms: ((inputs?: Frame_Link_TermsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_TermsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_TermsInputs = {};
