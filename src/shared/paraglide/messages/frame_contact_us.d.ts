/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Frame_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_contact_us: ((inputs?: Frame_Contact_UsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Contact_UsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Contact_UsInputs = {};
