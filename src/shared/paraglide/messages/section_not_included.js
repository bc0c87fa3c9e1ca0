/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Not_IncludedInputs */

const en_section_not_included = /** @type {(inputs: Section_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not included`)
};

const hi_section_not_included = /** @type {(inputs: Section_Not_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शामिल नहीं है`)
};

/**
* | output |
* | --- |
* | "Not included" |
*
* @param {Section_Not_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_not_included = /** @type {((inputs?: Section_Not_IncludedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Not_IncludedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_not_included(inputs)
	return en_section_not_included(inputs)
});