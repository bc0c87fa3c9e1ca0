/**
* | output |
* | --- |
* | "Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office." |
*
* @param {Contact_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description: ((inputs?: Contact_Meta_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Meta_DescriptionInputs = {};
