/**
* | output |
* | --- |
* | "This form was already sent. Please reload the page to send another message." |
*
* @param {Contact_Token_UsedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_token_used: ((inputs?: Contact_Token_UsedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Token_UsedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Token_UsedInputs = {};
