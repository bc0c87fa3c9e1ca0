/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_DiamondsInputs */

const en_gst_rate_diamonds = /** @type {(inputs: Gst_Rate_DiamondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special rate: rough diamonds and precious stones`)
};

const hi_gst_rate_diamonds = /** @type {(inputs: Gst_Rate_DiamondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेष दर: कच्चे हीरे और कीमती पत्थर`)
};

/**
* | output |
* | --- |
* | "Special rate: rough diamonds and precious stones" |
*
* @param {Gst_Rate_DiamondsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_diamonds = /** @type {((inputs?: Gst_Rate_DiamondsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_DiamondsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_diamonds(inputs)
	return en_gst_rate_diamonds(inputs)
});