/**
* | output |
* | --- |
* | "Dear {name}," |
*
* @param {Mail_Ack_DearInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_dear: ((inputs: Mail_Ack_DearInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_DearInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_DearInputs = {
    name: NonNullable<unknown>;
};
