/**
* | output |
* | --- |
* | "Hello, I would like to know more about {service}." |
*
* @param {Contact_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_text: ((inputs: Contact_Whatsapp_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Whatsapp_TextInputs = {
    service: NonNullable<unknown>;
};
