/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ state: NonNullable<unknown> }} Cost_Row_StampInputs */

const en_cost_row_stamp = /** @type {(inputs: Cost_Row_StampInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stamp duty in ${i?.state} (no GST)`)
};

const hi_cost_row_stamp = /** @type {(inputs: Cost_Row_StampInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} में स्टाम्प ड्यूटी (इस पर जीएसटी नहीं)`)
};

/**
* | output |
* | --- |
* | "Stamp duty in {state} (no GST)" |
*
* @param {Cost_Row_StampInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_stamp = /** @type {((inputs: Cost_Row_StampInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_StampInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_stamp(inputs)
	return en_cost_row_stamp(inputs)
});