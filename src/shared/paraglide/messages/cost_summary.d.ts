/**
* | output |
* | --- |
* | "Incorporation cost estimate: {entity} in {state}, {total} in all (with GST)" |
*
* @param {Cost_SummaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_summary: ((inputs: Cost_SummaryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_SummaryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_SummaryInputs = {
    entity: NonNullable<unknown>;
    state: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
