/**
* | output |
* | --- |
* | "We use your details only for what you ask of us here." |
*
* @param {Contact_Privacy_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_privacy_text: ((inputs?: Contact_Privacy_TextInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Privacy_TextInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Privacy_TextInputs = {};
