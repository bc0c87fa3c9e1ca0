/**
* | output |
* | --- |
* | "Compliance Calendar" |
*
* @param {Frame_Tool_CalendarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_tool_calendar: ((inputs?: Frame_Tool_CalendarInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Frame_Tool_CalendarInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Frame_Tool_CalendarInputs = {};
