/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Frame_McaInputs */

const en_frame_mca = /** @type {(inputs: Frame_McaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ministry of Corporate Affairs`)
};

const hi_frame_mca = /** @type {(inputs: Frame_McaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कॉर्पोरेट कार्य मंत्रालय (MCA)`)
};

/**
* | output |
* | --- |
* | "Ministry of Corporate Affairs" |
*
* @param {Frame_McaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const frame_mca = /** @type {((inputs?: Frame_McaInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Frame_McaInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_frame_mca(inputs)
	return en_frame_mca(inputs)
});