/**
* | output |
* | --- |
* | "Social media" |
*
* @param {Frame_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_social_media: ((inputs?: Frame_Social_MediaInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Social_MediaInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Social_MediaInputs = {};
