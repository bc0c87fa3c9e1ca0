/**
* | output |
* | --- |
* | "Details submitted successfully!" |
*
* @param {Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_success: ((inputs?: Contact_SuccessInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SuccessInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SuccessInputs = {};
