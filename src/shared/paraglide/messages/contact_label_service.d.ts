/**
* | output |
* | --- |
* | "Service wanted" |
*
* @param {Contact_Label_ServiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_label_service: ((inputs?: Contact_Label_ServiceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Label_ServiceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Label_ServiceInputs = {};
