/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Supply_InterInputs */

const en_gst_supply_inter = /** @type {(inputs: Gst_Supply_InterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Between states (IGST)`)
};

const hi_gst_supply_inter = /** @type {(inputs: Gst_Supply_InterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`एक राज्य से दूसरे राज्य में (IGST)`)
};

/**
* | output |
* | --- |
* | "Between states (IGST)" |
*
* @param {Gst_Supply_InterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_inter = /** @type {((inputs?: Gst_Supply_InterInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Supply_InterInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_supply_inter(inputs)
	return en_gst_supply_inter(inputs)
});