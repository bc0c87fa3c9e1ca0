/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Mode_InclusiveInputs */

const en_gst_mode_inclusive = /** @type {(inputs: Gst_Mode_InclusiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Including GST (inclusive)`)
};

const hi_gst_mode_inclusive = /** @type {(inputs: Gst_Mode_InclusiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी सहित`)
};

/**
* | output |
* | --- |
* | "Including GST (inclusive)" |
*
* @param {Gst_Mode_InclusiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_inclusive = /** @type {((inputs?: Gst_Mode_InclusiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Mode_InclusiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_mode_inclusive(inputs)
	return en_gst_mode_inclusive(inputs)
});