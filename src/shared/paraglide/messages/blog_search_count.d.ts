/**
* | output |
* | --- |
* | "{count} posts match “{q}”." |
*
* @param {Blog_Search_CountInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_search_count: ((inputs: Blog_Search_CountInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Search_CountInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Search_CountInputs = {
    count: NonNullable<unknown>;
    q: NonNullable<unknown>;
};
