/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown> }} Cost_Row_IgstInputs */

const en_cost_row_igst = /** @type {(inputs: Cost_Row_IgstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`IGST ${i?.percent}% on our fee`)
};

const hi_cost_row_igst = /** @type {(inputs: Cost_Row_IgstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमारी फीस पर IGST ${i?.percent}%`)
};

/**
* | output |
* | --- |
* | "IGST {percent}% on our fee" |
*
* @param {Cost_Row_IgstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_igst = /** @type {((inputs: Cost_Row_IgstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_IgstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_igst(inputs)
	return en_cost_row_igst(inputs)
});