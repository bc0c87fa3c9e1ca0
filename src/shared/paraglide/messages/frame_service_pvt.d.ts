/**
* | output |
* | --- |
* | "Private Limited Registration" |
*
* @param {Frame_Service_PvtInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_pvt: ((inputs?: Frame_Service_PvtInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Service_PvtInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Service_PvtInputs = {};
