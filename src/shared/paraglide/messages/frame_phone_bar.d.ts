/**
* | output |
* | --- |
* | "Call or WhatsApp us" |
*
* @param {Frame_Phone_BarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_phone_bar: ((inputs?: Frame_Phone_BarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Phone_BarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Phone_BarInputs = {};
