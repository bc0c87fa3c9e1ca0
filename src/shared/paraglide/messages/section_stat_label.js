/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Stat_LabelInputs */

const en_section_stat_label = /** @type {(inputs: Section_Stat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Businesses registered`)
};

const hi_section_stat_label = /** @type {(inputs: Section_Stat_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्टर हुए बिज़नेस`)
};

/**
* | output |
* | --- |
* | "Businesses registered" |
*
* @param {Section_Stat_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_stat_label = /** @type {((inputs?: Section_Stat_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Stat_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_stat_label(inputs)
	return en_section_stat_label(inputs)
});