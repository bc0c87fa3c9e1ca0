/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Cta_PackageInputs */

const en_cost_cta_package = /** @type {(inputs: Cost_Cta_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the package includes`)
};

const hi_cost_cta_package = /** @type {(inputs: Cost_Cta_PackageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पैकेज में क्या-क्या शामिल है`)
};

/**
* | output |
* | --- |
* | "What the package includes" |
*
* @param {Cost_Cta_PackageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_cta_package = /** @type {((inputs?: Cost_Cta_PackageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Cta_PackageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_cta_package(inputs)
	return en_cost_cta_package(inputs)
});