/**
* | output |
* | --- |
* | "How we handle them: Privacy notice" |
*
* @param {Contact_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_privacy_link: ((inputs?: Contact_Privacy_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Privacy_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Privacy_LinkInputs = {};
