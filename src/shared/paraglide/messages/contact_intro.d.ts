/**
* | output |
* | --- |
* | "Questions about registering or running your business? Call, write or send us a message and an expert will get back to you within {within}." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_intro: ((inputs: Contact_IntroInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_IntroInputs = {
    within: NonNullable<unknown>;
};
