/**
* | output |
* | --- |
* | "Government fee and stamp duty. Source: {source}." |
*
* @param {Cost_Figures_SourceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_figures_source: ((inputs: Cost_Figures_SourceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Figures_SourceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Figures_SourceInputs = {
    source: NonNullable<unknown>;
};
