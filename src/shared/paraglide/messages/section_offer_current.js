/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Offer_CurrentInputs */

const en_section_offer_current = /** @type {(inputs: Section_Offer_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current offer`)
};

const hi_section_offer_current = /** @type {(inputs: Section_Offer_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मौजूदा ऑफ़र`)
};

/**
* | output |
* | --- |
* | "Current offer" |
*
* @param {Section_Offer_CurrentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_current = /** @type {((inputs?: Section_Offer_CurrentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Offer_CurrentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_offer_current(inputs)
	return en_section_offer_current(inputs)
});