/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Row_TotalInputs */

const en_cost_row_total = /** @type {(inputs: Cost_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

const hi_cost_row_total = /** @type {(inputs: Cost_Row_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कुल खर्च`)
};

/**
* | output |
* | --- |
* | "Total" |
*
* @param {Cost_Row_TotalInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_total = /** @type {((inputs?: Cost_Row_TotalInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_TotalInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_total(inputs)
	return en_cost_row_total(inputs)
});