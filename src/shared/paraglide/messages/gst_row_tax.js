/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Row_TaxInputs */

const en_gst_row_tax = /** @type {(inputs: Gst_Row_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total GST`)
};

const hi_gst_row_tax = /** @type {(inputs: Gst_Row_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल जीएसटी`)
};

/**
* | output |
* | --- |
* | "Total GST" |
*
* @param {Gst_Row_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_tax = /** @type {((inputs?: Gst_Row_TaxInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Row_TaxInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_row_tax(inputs)
	return en_gst_row_tax(inputs)
});