/**
* | output |
* | --- |
* | "{minutes} min read" |
*
* @param {Blog_Reading_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_reading_time: ((inputs: Blog_Reading_TimeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Reading_TimeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Reading_TimeInputs = {
    minutes: NonNullable<unknown>;
};
