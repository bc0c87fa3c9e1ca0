/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_GoldInputs */

const en_gst_rate_gold = /** @type {(inputs: Gst_Rate_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Special rate: gold, silver and jewellery`)
};

const hi_gst_rate_gold = /** @type {(inputs: Gst_Rate_GoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`विशेष दर: सोना, चांदी और गहने`)
};

/**
* | output |
* | --- |
* | "Special rate: gold, silver and jewellery" |
*
* @param {Gst_Rate_GoldInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_gold = /** @type {((inputs?: Gst_Rate_GoldInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_GoldInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_gold(inputs)
	return en_gst_rate_gold(inputs)
});