/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Error_TextInputs */

const en_frame_error_text = /** @type {(inputs: Frame_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again in a moment.`)
};

const hi_frame_error_text = /** @type {(inputs: Frame_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कृपया थोड़ी देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Please try again in a moment." |
*
* @param {Frame_Error_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_error_text = /** @type {((inputs?: Frame_Error_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Error_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_error_text(inputs)
	return en_frame_error_text(inputs)
});