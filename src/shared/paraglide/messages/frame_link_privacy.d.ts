/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Frame_Link_PrivacyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_privacy: ((inputs?: Frame_Link_PrivacyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_PrivacyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_PrivacyInputs = {};
