/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Contact_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_invalid_email: ((inputs?: Contact_Invalid_EmailInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Invalid_EmailInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Invalid_EmailInputs = {};
