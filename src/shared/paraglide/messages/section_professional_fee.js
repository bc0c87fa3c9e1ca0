/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Professional_FeeInputs */

const en_section_professional_fee = /** @type {(inputs: Section_Professional_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Professional fee`)
};

const hi_section_professional_fee = /** @type {(inputs: Section_Professional_FeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`प्रोफेशनल फीस`)
};

/**
* | output |
* | --- |
* | "Professional fee" |
*
* @param {Section_Professional_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_professional_fee = /** @type {((inputs?: Section_Professional_FeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Professional_FeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_professional_fee(inputs)
	return en_section_professional_fee(inputs)
});