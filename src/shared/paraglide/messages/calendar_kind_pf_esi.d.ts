/**
* | output |
* | --- |
* | "PF and ESI contributions for {month}" |
*
* @param {Calendar_Kind_Pf_EsiInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_pf_esi: ((inputs: Calendar_Kind_Pf_EsiInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Pf_EsiInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Pf_EsiInputs = {
    month: NonNullable<unknown>;
};
