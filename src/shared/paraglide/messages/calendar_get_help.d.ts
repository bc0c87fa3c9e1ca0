/**
* | output |
* | --- |
* | "Get help: {service}" |
*
* @param {Calendar_Get_HelpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_get_help: ((inputs: Calendar_Get_HelpInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Get_HelpInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Get_HelpInputs = {
    service: NonNullable<unknown>;
};
