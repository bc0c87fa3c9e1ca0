/**
* | output |
* | --- |
* | "The invitation is attached." |
*
* @param {Mail_Ack_InvitationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_invitation: ((inputs?: Mail_Ack_InvitationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_InvitationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_InvitationInputs = {};
