/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Row_GovernmentInputs */

const en_cost_row_government = /** @type {(inputs: Cost_Row_GovernmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Government fees (no GST)`)
};

const hi_cost_row_government = /** @type {(inputs: Cost_Row_GovernmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सरकारी फीस (इस पर जीएसटी नहीं)`)
};

/**
* | output |
* | --- |
* | "Government fees (no GST)" |
*
* @param {Cost_Row_GovernmentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_government = /** @type {((inputs?: Cost_Row_GovernmentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_GovernmentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_government(inputs)
	return en_cost_row_government(inputs)
});