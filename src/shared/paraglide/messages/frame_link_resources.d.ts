/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Frame_Link_ResourcesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_link_resources: ((inputs?: Frame_Link_ResourcesInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Link_ResourcesInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Link_ResourcesInputs = {};
