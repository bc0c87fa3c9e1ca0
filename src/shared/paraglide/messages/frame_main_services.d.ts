/**
* | output |
* | --- |
* | "Our main services" |
*
* @param {Frame_Main_ServicesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_main_services: ((inputs?: Frame_Main_ServicesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Main_ServicesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Main_ServicesInputs = {};
