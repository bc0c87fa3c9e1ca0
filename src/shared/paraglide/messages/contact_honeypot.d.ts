/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Contact_HoneypotInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_honeypot: ((inputs?: Contact_HoneypotInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_HoneypotInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_HoneypotInputs = {};
