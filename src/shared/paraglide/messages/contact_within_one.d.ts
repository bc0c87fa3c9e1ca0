/**
* | output |
* | --- |
* | "{hours} working hour" |
*
* @param {Contact_Within_OneInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_within_one: ((inputs: Contact_Within_OneInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Within_OneInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Within_OneInputs = {
    hours: NonNullable<unknown>;
};
