/**
* | output |
* | --- |
* | "Read this article in {language}" |
*
* @param {Blog_Read_InInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const blog_read_in: ((inputs: Blog_Read_InInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Blog_Read_InInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Blog_Read_InInputs = {
    language: NonNullable<unknown>;
};
