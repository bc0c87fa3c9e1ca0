/**
* | output |
* | --- |
* | "Details and process →" |
*
* @param {Section_Details_And_ProcessInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_details_and_process: ((inputs?: Section_Details_And_ProcessInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Details_And_ProcessInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Details_And_ProcessInputs = {};
