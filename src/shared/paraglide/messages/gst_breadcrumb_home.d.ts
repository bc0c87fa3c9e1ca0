/**
* | output |
* | --- |
* | "Home" |
*
* @param {Gst_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_breadcrumb_home: ((inputs?: Gst_Breadcrumb_HomeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_Breadcrumb_HomeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_Breadcrumb_HomeInputs = {};
