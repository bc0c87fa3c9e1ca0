/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Offer_FallbackInputs */

const en_section_offer_fallback = /** @type {(inputs: Section_Offer_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special offer`)
};

const hi_section_offer_fallback = /** @type {(inputs: Section_Offer_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खास ऑफ़र`)
};

/**
* | output |
* | --- |
* | "Special offer" |
*
* @param {Section_Offer_FallbackInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_fallback = /** @type {((inputs?: Section_Offer_FallbackInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Offer_FallbackInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_offer_fallback(inputs)
	return en_section_offer_fallback(inputs)
});