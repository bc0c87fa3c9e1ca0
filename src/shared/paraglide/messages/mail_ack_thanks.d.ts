/**
* | output |
* | --- |
* | "Thank you for contacting {firm}. We have received your message." |
*
* @param {Mail_Ack_ThanksInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_thanks: ((inputs: Mail_Ack_ThanksInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_ThanksInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_ThanksInputs = {
    firm: NonNullable<unknown>;
};
