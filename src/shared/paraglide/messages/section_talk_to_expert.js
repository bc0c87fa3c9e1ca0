/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Talk_To_ExpertInputs */

const en_section_talk_to_expert = /** @type {(inputs: Section_Talk_To_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to an expert`)
};

const hi_section_talk_to_expert = /** @type {(inputs: Section_Talk_To_ExpertInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`किसी एक्सपर्ट से बात करें`)
};

/**
* | output |
* | --- |
* | "Talk to an expert" |
*
* @param {Section_Talk_To_ExpertInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_talk_to_expert = /** @type {((inputs?: Section_Talk_To_ExpertInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Talk_To_ExpertInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_talk_to_expert(inputs)
	return en_section_talk_to_expert(inputs)
});