/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Mode_LegendInputs */

const en_gst_mode_legend = /** @type {(inputs: Gst_Mode_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount is`)
};

const hi_gst_mode_legend = /** @type {(inputs: Gst_Mode_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह राशि है`)
};

/**
* | output |
* | --- |
* | "The amount is" |
*
* @param {Gst_Mode_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_legend = /** @type {((inputs?: Gst_Mode_LegendInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Mode_LegendInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_mode_legend(inputs)
	return en_gst_mode_legend(inputs)
});