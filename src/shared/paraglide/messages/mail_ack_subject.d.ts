/**
* | output |
* | --- |
* | "Thank you for your enquiry \| {firm}" |
*
* @param {Mail_Ack_SubjectInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_subject: ((inputs: Mail_Ack_SubjectInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_SubjectInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_SubjectInputs = {
    firm: NonNullable<unknown>;
};
