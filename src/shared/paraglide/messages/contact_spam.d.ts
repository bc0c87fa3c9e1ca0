/**
* | output |
* | --- |
* | "Your message looks automated and was not sent. Please call or e-mail us instead." |
*
* @param {Contact_SpamInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_spam: ((inputs?: Contact_SpamInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SpamInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SpamInputs = {};
