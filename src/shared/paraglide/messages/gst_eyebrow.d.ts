/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Gst_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_eyebrow: ((inputs?: Gst_EyebrowInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_EyebrowInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_EyebrowInputs = {};
