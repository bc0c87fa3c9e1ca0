/**
* | output |
* | --- |
* | "We call back within {within}." |
*
* @param {Contact_Response_PromiseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_response_promise: ((inputs: Contact_Response_PromiseInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Response_PromiseInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Response_PromiseInputs = {
    within: NonNullable<unknown>;
};
