/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Row_TotalInputs */

const en_gst_row_total = /** @type {(inputs: Gst_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total amount`)
};

const hi_gst_row_total = /** @type {(inputs: Gst_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल राशि`)
};

/**
* | output |
* | --- |
* | "Total amount" |
*
* @param {Gst_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_total = /** @type {((inputs?: Gst_Row_TotalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Row_TotalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_row_total(inputs)
	return en_gst_row_total(inputs)
});