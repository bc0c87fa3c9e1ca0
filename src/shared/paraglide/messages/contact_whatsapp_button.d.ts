/**
* | output |
* | --- |
* | "Chat on WhatsApp" |
*
* @param {Contact_Whatsapp_ButtonInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_button: ((inputs?: Contact_Whatsapp_ButtonInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_ButtonInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Whatsapp_ButtonInputs = {};
