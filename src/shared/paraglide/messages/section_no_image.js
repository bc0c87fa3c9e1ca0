/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_No_ImageInputs */

const en_section_no_image = /** @type {(inputs: Section_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Image`)
};

const hi_section_no_image = /** @type {(inputs: Section_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कोई तस्वीर नहीं`)
};

/**
* | output |
* | --- |
* | "No Image" |
*
* @param {Section_No_ImageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_no_image = /** @type {((inputs?: Section_No_ImageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_No_ImageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_no_image(inputs)
	return en_section_no_image(inputs)
});