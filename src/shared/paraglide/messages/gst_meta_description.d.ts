/**
* | output |
* | --- |
* | "Work out GST on any amount at 0, 5, 18 or 40% (or 3% and 0.25%), inclusive or exclusive of tax, with the CGST and SGST or IGST split." |
*
* @param {Gst_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_meta_description: ((inputs?: Gst_Meta_DescriptionInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Meta_DescriptionInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Meta_DescriptionInputs = {};
