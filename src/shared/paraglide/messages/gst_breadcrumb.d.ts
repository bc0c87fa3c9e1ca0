/**
* | output |
* | --- |
* | "GST Calculator" |
*
* @param {Gst_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_breadcrumb: ((inputs?: Gst_BreadcrumbInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Gst_BreadcrumbInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Gst_BreadcrumbInputs = {};
