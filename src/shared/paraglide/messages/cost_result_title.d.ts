/**
* | output |
* | --- |
* | "{entity} in {state}" |
*
* @param {Cost_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_result_title: ((inputs: Cost_Result_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Result_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Result_TitleInputs = {
    entity: NonNullable<unknown>;
    state: NonNullable<unknown>;
};
