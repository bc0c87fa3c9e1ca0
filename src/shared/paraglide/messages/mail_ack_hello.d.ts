/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_Ack_HelloInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_hello: ((inputs?: Mail_Ack_HelloInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_HelloInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_HelloInputs = {};
