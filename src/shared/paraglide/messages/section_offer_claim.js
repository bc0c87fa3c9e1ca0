/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Offer_ClaimInputs */

const en_section_offer_claim = /** @type {(inputs: Section_Offer_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim this offer`)
};

const hi_section_offer_claim = /** @type {(inputs: Section_Offer_ClaimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह ऑफ़र पाएँ`)
};

/**
* | output |
* | --- |
* | "Claim this offer" |
*
* @param {Section_Offer_ClaimInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_claim = /** @type {((inputs?: Section_Offer_ClaimInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Offer_ClaimInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_offer_claim(inputs)
	return en_section_offer_claim(inputs)
});