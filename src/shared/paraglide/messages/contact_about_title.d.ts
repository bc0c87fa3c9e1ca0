/**
* | output |
* | --- |
* | "Contact Us about {topic}" |
*
* @param {Contact_About_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_about_title: ((inputs: Contact_About_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_About_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_About_TitleInputs = {
    topic: NonNullable<unknown>;
};
