/**
* | output |
* | --- |
* | "+ GST {percent}% {gst} = {total}; government fees and stamp duty by state" |
*
* @param {Section_Gst_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_gst_note: ((inputs: Section_Gst_NoteInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Gst_NoteInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Gst_NoteInputs = {
    percent: NonNullable<unknown>;
    gst: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
