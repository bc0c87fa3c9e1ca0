/**
* | output |
* | --- |
* | "Our Google Business Profile and reviews" |
*
* @param {Frame_Google_ProfileInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_google_profile: ((inputs?: Frame_Google_ProfileInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Google_ProfileInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Google_ProfileInputs = {};
