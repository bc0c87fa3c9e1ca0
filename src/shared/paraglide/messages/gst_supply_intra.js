/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Supply_IntraInputs */

const en_gst_supply_intra = /** @type {(inputs: Gst_Supply_IntraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within the state (CGST + SGST)`)
};

const hi_gst_supply_intra = /** @type {(inputs: Gst_Supply_IntraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राज्य के भीतर (CGST + SGST)`)
};

/**
* | output |
* | --- |
* | "Within the state (CGST + SGST)" |
*
* @param {Gst_Supply_IntraInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_supply_intra = /** @type {((inputs?: Gst_Supply_IntraInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Supply_IntraInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_supply_intra(inputs)
	return en_gst_supply_intra(inputs)
});