/**
* | output |
* | --- |
* | "Company Registration in {city}" |
*
* @param {Page_City_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const page_city_link: ((inputs: Page_City_LinkInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_City_LinkInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_City_LinkInputs = {
    city: NonNullable<unknown>;
};
