/**
* | output |
* | --- |
* | "Or chat with us on WhatsApp now" |
*
* @param {Contact_Whatsapp_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_now: ((inputs?: Contact_Whatsapp_NowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_NowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Whatsapp_NowInputs = {};
