/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Row_BaseInputs */

const en_gst_row_base = /** @type {(inputs: Gst_Row_BaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount before GST`)
};

const hi_gst_row_base = /** @type {(inputs: Gst_Row_BaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी से पहले की राशि`)
};

/**
* | output |
* | --- |
* | "Amount before GST" |
*
* @param {Gst_Row_BaseInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_row_base = /** @type {((inputs?: Gst_Row_BaseInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Row_BaseInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_row_base(inputs)
	return en_gst_row_base(inputs)
});