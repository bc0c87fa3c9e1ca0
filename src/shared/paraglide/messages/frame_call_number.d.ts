/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Frame_Call_NumberInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_call_number: ((inputs: Frame_Call_NumberInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Call_NumberInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Call_NumberInputs = {
    phone: NonNullable<unknown>;
};
