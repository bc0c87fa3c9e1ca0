/**
* | output |
* | --- |
* | "What registering a company, OPC, LLP, partnership, proprietorship or Section 8 company costs in your state: our fee, GST, government fees and stamp duty." |
*
* @param {Cost_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_description: ((inputs?: Cost_Meta_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Meta_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Meta_DescriptionInputs = {};
