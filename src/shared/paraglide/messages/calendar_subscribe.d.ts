/**
* | output |
* | --- |
* | "Subscribe to the calendar (.ics)" |
*
* @param {Calendar_SubscribeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_subscribe: ((inputs?: Calendar_SubscribeInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_SubscribeInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_SubscribeInputs = {};
