/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Contact_SubmittingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_submitting: ((inputs?: Contact_SubmittingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_SubmittingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_SubmittingInputs = {};
