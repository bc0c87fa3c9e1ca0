/**
* | output |
* | --- |
* | "We will call you on {when} (India time)." |
*
* @param {Contact_Callback_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_callback_confirmed: ((inputs: Contact_Callback_ConfirmedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Callback_ConfirmedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Callback_ConfirmedInputs = {
    when: NonNullable<unknown>;
};
