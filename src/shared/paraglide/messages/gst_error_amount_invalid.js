/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Error_Amount_InvalidInputs */

const en_gst_error_amount_invalid = /** @type {(inputs: Gst_Error_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount in rupees, such as 1000 or 1,250.50.`)
};

const hi_gst_error_amount_invalid = /** @type {(inputs: Gst_Error_Amount_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि रुपयों में लिखें, जैसे 1000 या 1,250.50।`)
};

/**
* | output |
* | --- |
* | "Enter an amount in rupees, such as 1000 or 1,250.50." |
*
* @param {Gst_Error_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_error_amount_invalid = /** @type {((inputs?: Gst_Error_Amount_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Error_Amount_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_error_amount_invalid(inputs)
	return en_gst_error_amount_invalid(inputs)
});