/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Contact_Next_StepsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_next_steps: ((inputs?: Contact_Next_StepsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Next_StepsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Next_StepsInputs = {};
