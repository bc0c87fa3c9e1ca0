/**
* | output |
* | --- |
* | "Sitemap" |
*
* @param {Frame_Link_SitemapInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_sitemap: ((inputs?: Frame_Link_SitemapInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_SitemapInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_SitemapInputs = {};
