/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_PreviousInputs */

const en_section_previous = /** @type {(inputs: Section_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous`)
};

const hi_section_previous = /** @type {(inputs: Section_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पिछला`)
};

/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Section_PreviousInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_previous = /** @type {((inputs?: Section_PreviousInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_PreviousInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_previous(inputs)
	return en_section_previous(inputs)
});