/**
* | output |
* | --- |
* | "Call me at" |
*
* @param {Contact_Call_Me_AtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at: ((inputs?: Contact_Call_Me_AtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Call_Me_AtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Call_Me_AtInputs = {};
