/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Supply_LegendInputs */

const en_gst_supply_legend = /** @type {(inputs: Gst_Supply_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supply`)
};

const hi_gst_supply_legend = /** @type {(inputs: Gst_Supply_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सप्लाई`)
};

/**
* | output |
* | --- |
* | "Supply" |
*
* @param {Gst_Supply_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_legend = /** @type {((inputs?: Gst_Supply_LegendInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Supply_LegendInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_supply_legend(inputs)
	return en_gst_supply_legend(inputs)
});