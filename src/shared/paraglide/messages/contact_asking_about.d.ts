/**
* | output |
* | --- |
* | "You are asking about:" |
*
* @param {Contact_Asking_AboutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_asking_about: ((inputs?: Contact_Asking_AboutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Asking_AboutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Asking_AboutInputs = {};
