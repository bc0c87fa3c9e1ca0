/**
* | output |
* | --- |
* | "Professional fee + GST {percent}% {gst} = {total}" |
*
* @param {Section_Fee_With_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_fee_with_gst: ((inputs: Section_Fee_With_GstInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Fee_With_GstInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Fee_With_GstInputs = {
    percent: NonNullable<unknown>;
    gst: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
