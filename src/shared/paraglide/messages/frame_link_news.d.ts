/**
* | output |
* | --- |
* | "Latest News" |
*
* @param {Frame_Link_NewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_news: ((inputs?: Frame_Link_NewsInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_NewsInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_NewsInputs = {};
