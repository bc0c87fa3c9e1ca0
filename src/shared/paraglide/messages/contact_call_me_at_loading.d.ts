/**
* | output |
* | --- |
* | "Finding free times..." |
*
* @param {Contact_Call_Me_At_LoadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_me_at_loading: ((inputs?: Contact_Call_Me_At_LoadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Call_Me_At_LoadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Call_Me_At_LoadingInputs = {};
