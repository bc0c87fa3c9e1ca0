/**
* | output |
* | --- |
* | "WhatsApp: {link}" |
*
* @param {Mail_Ack_WhatsappInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_whatsapp: ((inputs: Mail_Ack_WhatsappInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_WhatsappInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_WhatsappInputs = {
    link: NonNullable<unknown>;
};
