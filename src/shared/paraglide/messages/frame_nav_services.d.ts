/**
* | output |
* | --- |
* | "Services" |
*
* @param {Frame_Nav_ServicesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_services: ((inputs?: Frame_Nav_ServicesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Nav_ServicesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Nav_ServicesInputs = {};
