/**
* | output |
* | --- |
* | "We help founders register, stay compliant and grow, from {city} and across India." |
*
* @param {Frame_Footer_BlurbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_footer_blurb: ((inputs: Frame_Footer_BlurbInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Footer_BlurbInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Footer_BlurbInputs = {
    city: NonNullable<unknown>;
};
