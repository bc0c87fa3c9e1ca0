/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Cost_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_eyebrow: ((inputs?: Cost_EyebrowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_EyebrowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_EyebrowInputs = {};
