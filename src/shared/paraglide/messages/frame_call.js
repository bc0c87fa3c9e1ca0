/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_CallInputs */

const en_frame_call = /** @type {(inputs: Frame_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call`)
};

const hi_frame_call = /** @type {(inputs: Frame_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉल करें`)
};

/**
* | output |
* | --- |
* | "Call" |
*
* @param {Frame_CallInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_call = /** @type {((inputs?: Frame_CallInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_CallInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_call(inputs)
	return en_frame_call(inputs)
});