/**
* | output |
* | --- |
* | "Annual ROC compliance" |
*
* @param {Calendar_Service_RocInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_roc: ((inputs?: Calendar_Service_RocInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Service_RocInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Calendar_Service_RocInputs = {};
