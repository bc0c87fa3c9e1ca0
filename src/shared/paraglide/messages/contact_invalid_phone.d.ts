/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Contact_Invalid_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_invalid_phone: ((inputs?: Contact_Invalid_PhoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Invalid_PhoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Invalid_PhoneInputs = {};
