/**
* | output |
* | --- |
* | "Your reference: {ref}" |
*
* @param {Contact_ReferenceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_reference: ((inputs: Contact_ReferenceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_ReferenceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_ReferenceInputs = {
    ref: NonNullable<unknown>;
};
