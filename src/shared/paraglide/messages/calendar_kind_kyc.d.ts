/**
* | output |
* | --- |
* | "KYC of directors and designated partners" |
*
* @param {Calendar_Kind_KycInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_kyc: ((inputs?: Calendar_Kind_KycInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_KycInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_KycInputs = {};
