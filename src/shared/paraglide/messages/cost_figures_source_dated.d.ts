/**
* | output |
* | --- |
* | "Government fee and stamp duty as of {date}. Source: {source}." |
*
* @param {Cost_Figures_Source_DatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_figures_source_dated: ((inputs: Cost_Figures_Source_DatedInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Figures_Source_DatedInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Figures_Source_DatedInputs = {
    date: NonNullable<unknown>;
    source: NonNullable<unknown>;
};
