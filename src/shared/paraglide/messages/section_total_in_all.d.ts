/**
* | output |
* | --- |
* | "{total} in all" |
*
* @param {Section_Total_In_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_total_in_all: ((inputs: Section_Total_In_AllInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Total_In_AllInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Total_In_AllInputs = {
    total: NonNullable<unknown>;
};
