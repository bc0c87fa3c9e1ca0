/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Most_PopularInputs */

const en_section_most_popular = /** @type {(inputs: Section_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most Popular`)
};

const hi_section_most_popular = /** @type {(inputs: Section_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सबसे लोकप्रिय`)
};

/**
* | output |
* | --- |
* | "Most Popular" |
*
* @param {Section_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_most_popular = /** @type {((inputs?: Section_Most_PopularInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Most_PopularInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_most_popular(inputs)
	return en_section_most_popular(inputs)
});