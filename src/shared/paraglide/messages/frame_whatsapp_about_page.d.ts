/**
* | output |
* | --- |
* | "Hello, I am on your page {url} and would like to know more." |
*
* @param {Frame_Whatsapp_About_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_whatsapp_about_page: ((inputs: Frame_Whatsapp_About_PageInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Whatsapp_About_PageInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Whatsapp_About_PageInputs = {
    url: NonNullable<unknown>;
};
