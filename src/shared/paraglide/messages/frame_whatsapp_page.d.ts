/**
* | output |
* | --- |
* | "WhatsApp us about this page (opens in a new tab)" |
*
* @param {Frame_Whatsapp_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_whatsapp_page: ((inputs?: Frame_Whatsapp_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Whatsapp_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Whatsapp_PageInputs = {};
