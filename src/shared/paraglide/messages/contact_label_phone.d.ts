/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Contact_Label_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_label_phone: ((inputs?: Contact_Label_PhoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Label_PhoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Label_PhoneInputs = {};
