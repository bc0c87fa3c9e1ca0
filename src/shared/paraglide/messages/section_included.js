/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_IncludedInputs */

const en_section_included = /** @type {(inputs: Section_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const hi_section_included = /** @type {(inputs: Section_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शामिल है`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Section_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_included = /** @type {((inputs?: Section_IncludedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_IncludedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_included(inputs)
	return en_section_included(inputs)
});