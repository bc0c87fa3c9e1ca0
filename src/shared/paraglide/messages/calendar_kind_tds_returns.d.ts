/**
* | output |
* | --- |
* | "TDS returns for {quarter}" |
*
* @param {Calendar_Kind_Tds_ReturnsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tds_returns: ((inputs: Calendar_Kind_Tds_ReturnsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Kind_Tds_ReturnsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Kind_Tds_ReturnsInputs = {
    quarter: NonNullable<unknown>;
};
