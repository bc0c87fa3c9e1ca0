/**
* | output |
* | --- |
* | "From Our Blog" |
*
* @param {Section_Blog_Carousel_HeadingInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_blog_carousel_heading: ((inputs?: Section_Blog_Carousel_HeadingInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Blog_Carousel_HeadingInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Blog_Carousel_HeadingInputs = {};
