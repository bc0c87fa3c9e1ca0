/**
* | output |
* | --- |
* | "Result at {rate}" |
*
* @param {Gst_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_result_title: ((inputs: Gst_Result_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Result_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Result_TitleInputs = {
    rate: NonNullable<unknown>;
};
