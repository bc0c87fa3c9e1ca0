/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ duration: NonNullable<unknown> }} Section_Processing_TimeInputs */

const en_section_processing_time = /** @type {(inputs: Section_Processing_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Processing time: ${i?.duration}`)
};

const hi_section_processing_time = /** @type {(inputs: Section_Processing_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`प्रोसेसिंग में समय: ${i?.duration}`)
};

/**
* | output |
* | --- |
* | "Processing time: {duration}" |
*
* @param {Section_Processing_TimeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_processing_time = /** @type {((inputs: Section_Processing_TimeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Processing_TimeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_processing_time(inputs)
	return en_section_processing_time(inputs)
});