/**
* | output |
* | --- |
* | "Choose a service" |
*
* @param {Contact_Choose_ServiceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_choose_service: ((inputs?: Contact_Choose_ServiceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Choose_ServiceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Choose_ServiceInputs = {};
