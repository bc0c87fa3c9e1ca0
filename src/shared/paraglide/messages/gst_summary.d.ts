/**
* | output |
* | --- |
* | "GST calculation: {base} + {rate} GST {tax} = {total}" |
*
* @param {Gst_SummaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_summary: ((inputs: Gst_SummaryInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_SummaryInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_SummaryInputs = {
    base: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    tax: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
