/**
* | output |
* | --- |
* | "{firm} Blog" |
*
* @param {Blog_Rss_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_rss_title: ((inputs: Blog_Rss_TitleInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Rss_TitleInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Rss_TitleInputs = {
    firm: NonNullable<unknown>;
};
