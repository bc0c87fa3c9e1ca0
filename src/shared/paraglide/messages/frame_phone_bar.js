/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Phone_BarInputs */

const en_frame_phone_bar = /** @type {(inputs: Frame_Phone_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call or WhatsApp us`)
};

const hi_frame_phone_bar = /** @type {(inputs: Frame_Phone_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमें कॉल या WhatsApp करें`)
};

/**
* | output |
* | --- |
* | "Call or WhatsApp us" |
*
* @param {Frame_Phone_BarInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_phone_bar = /** @type {((inputs?: Frame_Phone_BarInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Phone_BarInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_phone_bar(inputs)
	return en_frame_phone_bar(inputs)
});