/**
* | output |
* | --- |
* | "No time, call me when you can" |
*
* @param {Contact_Call_Me_At_NoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at_none: ((inputs?: Contact_Call_Me_At_NoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Call_Me_At_NoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Call_Me_At_NoneInputs = {};
