/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Talk_To_Us_TextInputs */

const en_frame_talk_to_us_text = /** @type {(inputs: Frame_Talk_To_Us_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us what you were looking for and an expert will help.`)
};

const hi_frame_talk_to_us_text = /** @type {(inputs: Frame_Talk_To_Us_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बताइए आप क्या ढूंढ रहे थे, हमारा एक्सपर्ट आपकी मदद करेगा।`)
};

/**
* | output |
* | --- |
* | "Tell us what you were looking for and an expert will help." |
*
* @param {Frame_Talk_To_Us_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_talk_to_us_text = /** @type {((inputs?: Frame_Talk_To_Us_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Talk_To_Us_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_talk_to_us_text(inputs)
	return en_frame_talk_to_us_text(inputs)
});