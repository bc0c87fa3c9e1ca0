/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Breadcrumb_HomeInputs */

const en_cost_breadcrumb_home = /** @type {(inputs: Cost_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const hi_cost_breadcrumb_home = /** @type {(inputs: Cost_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Cost_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_breadcrumb_home = /** @type {((inputs?: Cost_Breadcrumb_HomeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Breadcrumb_HomeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_breadcrumb_home(inputs)
	return en_cost_breadcrumb_home(inputs)
});