/**
* | output |
* | --- |
* | "Phone: {phones}" |
*
* @param {Mail_Ack_PhoneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_phone: ((inputs: Mail_Ack_PhoneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_PhoneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_PhoneInputs = {
    phones: NonNullable<unknown>;
};
