/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Processing_Time_LabelInputs */

const en_section_processing_time_label = /** @type {(inputs: Section_Processing_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing time:`)
};

const hi_section_processing_time_label = /** @type {(inputs: Section_Processing_Time_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोसेसिंग में समय:`)
};

/**
* | output |
* | --- |
* | "Processing time:" |
*
* @param {Section_Processing_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_processing_time_label = /** @type {((inputs?: Section_Processing_Time_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Processing_Time_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_processing_time_label(inputs)
	return en_section_processing_time_label(inputs)
});