/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Error_Amount_Too_LargeInputs */

const en_gst_error_amount_too_large = /** @type {(inputs: Gst_Error_Amount_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount up to ₹10,00,00,00,000.`)
};

const hi_gst_error_amount_too_large = /** @type {(inputs: Gst_Error_Amount_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`₹10,00,00,00,000 तक की राशि लिखें।`)
};

/**
* | output |
* | --- |
* | "Enter an amount up to ₹10,00,00,00,000." |
*
* @param {Gst_Error_Amount_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_amount_too_large = /** @type {((inputs?: Gst_Error_Amount_Too_LargeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Error_Amount_Too_LargeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_error_amount_too_large(inputs)
	return en_gst_error_amount_too_large(inputs)
});