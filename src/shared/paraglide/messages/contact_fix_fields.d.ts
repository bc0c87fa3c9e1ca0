/**
* | output |
* | --- |
* | "Please correct the highlighted fields." |
*
* @param {Contact_Fix_FieldsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_fix_fields: ((inputs?: Contact_Fix_FieldsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Fix_FieldsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Fix_FieldsInputs = {};
