/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Error_Package_UnavailableInputs */

const en_cost_error_package_unavailable = /** @type {(inputs: Cost_Error_Package_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This package is not offered at the moment. Please contact us for a quote.`)
};

const hi_cost_error_package_unavailable = /** @type {(inputs: Cost_Error_Package_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह पैकेज अभी उपलब्ध नहीं है। खर्च जानने के लिए कृपया हमसे संपर्क करें।`)
};

/**
* | output |
* | --- |
* | "This package is not offered at the moment. Please contact us for a quote." |
*
* @param {Cost_Error_Package_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_package_unavailable = /** @type {((inputs?: Cost_Error_Package_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Error_Package_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_error_package_unavailable(inputs)
	return en_cost_error_package_unavailable(inputs)
});