/**
* | output |
* | --- |
* | "Chat on WhatsApp about {service} (opens in a new tab)" |
*
* @param {Contact_Whatsapp_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_whatsapp_label: ((inputs: Contact_Whatsapp_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Whatsapp_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Whatsapp_LabelInputs = {
    service: NonNullable<unknown>;
};
