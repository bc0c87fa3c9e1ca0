/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Talk_To_UsInputs */

const en_frame_talk_to_us = /** @type {(inputs: Frame_Talk_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to us`)
};

const hi_frame_talk_to_us = /** @type {(inputs: Frame_Talk_To_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमसे बात करें`)
};

/**
* | output |
* | --- |
* | "Talk to us" |
*
* @param {Frame_Talk_To_UsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_talk_to_us = /** @type {((inputs?: Frame_Talk_To_UsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Talk_To_UsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_talk_to_us(inputs)
	return en_frame_talk_to_us(inputs)
});