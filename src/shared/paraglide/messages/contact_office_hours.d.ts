/**
* | output |
* | --- |
* | "Office hours:" |
*
* @param {Contact_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_office_hours: ((inputs?: Contact_Office_HoursInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Office_HoursInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Office_HoursInputs = {};
