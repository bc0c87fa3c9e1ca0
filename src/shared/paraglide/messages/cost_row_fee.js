/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ package: NonNullable<unknown> }} Cost_Row_FeeInputs */

const en_cost_row_fee = /** @type {(inputs: Cost_Row_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Our professional fee (${i?.package})`)
};

const hi_cost_row_fee = /** @type {(inputs: Cost_Row_FeeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमारी प्रोफेशनल फीस (${i?.package})`)
};

/**
* | output |
* | --- |
* | "Our professional fee ({package})" |
*
* @param {Cost_Row_FeeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_fee = /** @type {((inputs: Cost_Row_FeeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_FeeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_fee(inputs)
	return en_cost_row_fee(inputs)
});