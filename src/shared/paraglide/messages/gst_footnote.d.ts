/**
* | output |
* | --- |
* | "Rates are set by the GST Council and can change; staff keep this list current. The result is rounded to the paisa." |
*
* @param {Gst_FootnoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_footnote: ((inputs?: Gst_FootnoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_FootnoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_FootnoteInputs = {};
