/**
* | output |
* | --- |
* | "The form was sent too quickly. Please wait a few seconds and try again." |
*
* @param {Contact_Too_FastInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_too_fast: ((inputs?: Contact_Too_FastInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Too_FastInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Too_FastInputs = {};
