/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_Nav_MainInputs */

const en_frame_nav_main = /** @type {(inputs: Frame_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

const hi_frame_nav_main = /** @type {(inputs: Frame_Nav_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुख्य मेन्यू`)
};

/**
* | output |
* | --- |
* | "Main" |
*
* @param {Frame_Nav_MainInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_nav_main = /** @type {((inputs?: Frame_Nav_MainInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_Nav_MainInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_nav_main(inputs)
	return en_frame_nav_main(inputs)
});