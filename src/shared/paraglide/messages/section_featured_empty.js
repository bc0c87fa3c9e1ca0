/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Featured_EmptyInputs */

const en_section_featured_empty = /** @type {(inputs: Section_Featured_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No featured blogs available.`)
};

const hi_section_featured_empty = /** @type {(inputs: Section_Featured_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी कोई चुनिंदा ब्लॉग नहीं है।`)
};

/**
* | output |
* | --- |
* | "No featured blogs available." |
*
* @param {Section_Featured_EmptyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_featured_empty = /** @type {((inputs?: Section_Featured_EmptyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Featured_EmptyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_featured_empty(inputs)
	return en_section_featured_empty(inputs)
});