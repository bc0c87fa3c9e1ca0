/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Offer_SeeInputs */

const en_section_offer_see = /** @type {(inputs: Section_Offer_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the offer`)
};

const hi_section_offer_see = /** @type {(inputs: Section_Offer_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ऑफ़र देखें`)
};

/**
* | output |
* | --- |
* | "See the offer" |
*
* @param {Section_Offer_SeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_offer_see = /** @type {((inputs?: Section_Offer_SeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Offer_SeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_offer_see(inputs)
	return en_section_offer_see(inputs)
});