/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Not_Found_TitleInputs */

const en_frame_not_found_title = /** @type {(inputs: Frame_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

const hi_frame_not_found_title = /** @type {(inputs: Frame_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पेज नहीं मिला`)
};

/**
* | output |
* | --- |
* | "Page not found" |
*
* @param {Frame_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_not_found_title = /** @type {((inputs?: Frame_Not_Found_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Not_Found_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_not_found_title(inputs)
	return en_frame_not_found_title(inputs)
});