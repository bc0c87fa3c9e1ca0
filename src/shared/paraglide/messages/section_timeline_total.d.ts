/**
* | output |
* | --- |
* | "About {days} in all, once we have your documents. Government processing times vary." |
*
* @param {Section_Timeline_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_timeline_total: ((inputs: Section_Timeline_TotalInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Timeline_TotalInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Timeline_TotalInputs = {
    days: NonNullable<unknown>;
};
