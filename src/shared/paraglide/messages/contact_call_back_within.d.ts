/**
* | output |
* | --- |
* | "We will call you back within {within}." |
*
* @param {Contact_Call_Back_WithinInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_call_back_within: ((inputs: Contact_Call_Back_WithinInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Call_Back_WithinInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Call_Back_WithinInputs = {
    within: NonNullable<unknown>;
};
