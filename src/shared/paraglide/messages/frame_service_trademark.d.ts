/**
* | output |
* | --- |
* | "Trademark Registration" |
*
* @param {Frame_Service_TrademarkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_trademark: ((inputs?: Frame_Service_TrademarkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Service_TrademarkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Service_TrademarkInputs = {};
