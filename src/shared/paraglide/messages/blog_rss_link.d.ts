/**
* | output |
* | --- |
* | "RSS feed of the articles" |
*
* @param {Blog_Rss_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_rss_link: ((inputs?: Blog_Rss_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Rss_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Rss_LinkInputs = {};
