/**
* | output |
* | --- |
* | "The form is out of date. Please reload the page and try again." |
*
* @param {Contact_Form_ExpiredInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_form_expired: ((inputs?: Contact_Form_ExpiredInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Form_ExpiredInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Form_ExpiredInputs = {};
