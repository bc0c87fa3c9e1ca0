/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Error_Rate_InvalidInputs */

const en_gst_error_rate_invalid = /** @type {(inputs: Gst_Error_Rate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the listed GST rates.`)
};

const hi_gst_error_rate_invalid = /** @type {(inputs: Gst_Error_Rate_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूची में दी गई जीएसटी दरों में से एक चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose one of the listed GST rates." |
*
* @param {Gst_Error_Rate_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_rate_invalid = /** @type {((inputs?: Gst_Error_Rate_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Error_Rate_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_error_rate_invalid(inputs)
	return en_gst_error_rate_invalid(inputs)
});