/**
* | output |
* | --- |
* | "Company registration" |
*
* @param {Section_Share_RegistrationInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_registration: ((inputs?: Section_Share_RegistrationInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Share_RegistrationInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Share_RegistrationInputs = {};
