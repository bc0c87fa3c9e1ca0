/**
* | output |
* | --- |
* | "10 digits, optionally with +91 or 0 in front" |
*
* @param {Contact_Phone_HintInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_phone_hint: ((inputs?: Contact_Phone_HintInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Phone_HintInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Phone_HintInputs = {};
