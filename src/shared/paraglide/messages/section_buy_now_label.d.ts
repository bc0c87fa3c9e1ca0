/**
* | output |
* | --- |
* | "Buy now: {title}" |
*
* @param {Section_Buy_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_buy_now_label: ((inputs: Section_Buy_Now_LabelInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Buy_Now_LabelInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Buy_Now_LabelInputs = {
    title: NonNullable<unknown>;
};
