/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_MeritInputs */

const en_gst_rate_merit = /** @type {(inputs: Gst_Rate_MeritInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merit rate: essentials`)
};

const hi_gst_rate_merit = /** @type {(inputs: Gst_Rate_MeritInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरिट दर: ज़रूरी चीज़ें`)
};

/**
* | output |
* | --- |
* | "Merit rate: essentials" |
*
* @param {Gst_Rate_MeritInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_merit = /** @type {((inputs?: Gst_Rate_MeritInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_MeritInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_merit(inputs)
	return en_gst_rate_merit(inputs)
});