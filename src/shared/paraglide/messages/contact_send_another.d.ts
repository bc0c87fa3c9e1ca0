/**
* | output |
* | --- |
* | "Send another message" |
*
* @param {Contact_Send_AnotherInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_send_another: ((inputs?: Contact_Send_AnotherInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Send_AnotherInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Send_AnotherInputs = {};
