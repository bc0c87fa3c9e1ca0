/**
* | output |
* | --- |
* | "Talk to our team about company, LLP, OPC or partnership registration, accounting, GST or trademarks. Call, e-mail or visit our office in {city}, {region}." |
*
* @param {Contact_Meta_Description_PlaceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const contact_meta_description_place: ((inputs: Contact_Meta_Description_PlaceInputs, options?: {
    locale?: "en" | "hi";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Meta_Description_PlaceInputs, {
    locale?: "en" | "hi";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Meta_Description_PlaceInputs = {
    city: NonNullable<unknown>;
    region: NonNullable<unknown>;
};
