/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Contact_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_too_many: ((inputs?: Contact_Too_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Too_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Too_ManyInputs = {};
