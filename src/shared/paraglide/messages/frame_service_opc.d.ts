/**
* | output |
* | --- |
* | "OPC Registration" |
*
* @param {Frame_Service_OpcInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_opc: ((inputs?: Frame_Service_OpcInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Service_OpcInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Service_OpcInputs = {};
