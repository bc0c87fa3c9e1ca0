/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_StandardInputs */

const en_gst_rate_standard = /** @type {(inputs: Gst_Rate_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard rate`)
};

const hi_gst_rate_standard = /** @type {(inputs: Gst_Rate_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`स्टैंडर्ड दर`)
};

/**
* | output |
* | --- |
* | "Standard rate" |
*
* @param {Gst_Rate_StandardInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_standard = /** @type {((inputs?: Gst_Rate_StandardInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_StandardInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_standard(inputs)
	return en_gst_rate_standard(inputs)
});