/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Meta_DescriptionInputs */

const en_cost_meta_description = /** @type {(inputs: Cost_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What registering a company, OPC, LLP, partnership, proprietorship or Section 8 company costs in your state: our fee, GST, government fees and stamp duty.`)
};

const hi_cost_meta_description = /** @type {(inputs: Cost_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्राइवेट लिमिटेड कंपनी, OPC, LLP, पार्टनरशिप, प्रोप्राइटरशिप या सेक्शन 8 कंपनी रजिस्ट्रेशन का आपके राज्य में खर्च: फीस, जीएसटी, सरकारी फीस और स्टाम्प ड्यूटी।`)
};

/**
* | output |
* | --- |
* | "What registering a company, OPC, LLP, partnership, proprietorship or Section 8 company costs in your state: our fee, GST, government fees and stamp duty." |
*
* @param {Cost_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_meta_description = /** @type {((inputs?: Cost_Meta_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Meta_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_meta_description(inputs)
	return en_cost_meta_description(inputs)
});