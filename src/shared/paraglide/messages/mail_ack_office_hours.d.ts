/**
* | output |
* | --- |
* | "Office hours: {hours} (India time)" |
*
* @param {Mail_Ack_Office_HoursInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const mail_ack_office_hours: ((inputs: Mail_Ack_Office_HoursInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Ack_Office_HoursInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Ack_Office_HoursInputs = {
    hours: NonNullable<unknown>;
};
