/**
* | output |
* | --- |
* | "GST at {percent}% applies to our professional fee only. Government fees and stamp duty are paid to the authorities at cost, without GST." |
*
* @param {Cost_Gst_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_gst_note: ((inputs: Cost_Gst_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cost_Gst_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cost_Gst_NoteInputs = {
    percent: NonNullable<unknown>;
};
