/**
* | output |
* | --- |
* | "{hours} working hours" |
*
* @param {Contact_Within_ManyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_within_many: ((inputs: Contact_Within_ManyInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Within_ManyInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Within_ManyInputs = {
    hours: NonNullable<unknown>;
};
