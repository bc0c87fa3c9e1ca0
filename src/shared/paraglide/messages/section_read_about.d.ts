/**
* | output |
* | --- |
* | "Read about {service}" |
*
* @param {Section_Read_AboutInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_read_about: ((inputs: Section_Read_AboutInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Section_Read_AboutInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Section_Read_AboutInputs = {
    service: NonNullable<unknown>;
};
