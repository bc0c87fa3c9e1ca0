/**
* | output |
* | --- |
* | "Special characters are not allowed." |
*
* @param {Contact_Special_CharsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_special_chars: ((inputs?: Contact_Special_CharsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Special_CharsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Special_CharsInputs = {};
