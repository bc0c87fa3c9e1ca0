/**
* | output |
* | --- |
* | "Partnership Firm Registration" |
*
* @param {Frame_Service_PartnershipInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_service_partnership: ((inputs?: Frame_Service_PartnershipInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Service_PartnershipInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Service_PartnershipInputs = {};
