/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ percent: NonNullable<unknown>, half: NonNullable<unknown> }} Cost_Row_GstInputs */

const en_cost_row_gst = /** @type {(inputs: Cost_Row_GstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST ${i?.percent}% on our fee (CGST ${i?.half}% + SGST ${i?.half}%)`)
};

const hi_cost_row_gst = /** @type {(inputs: Cost_Row_GstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`हमारी फीस पर जीएसटी ${i?.percent}% (CGST ${i?.half}% + SGST ${i?.half}%)`)
};

/**
* | output |
* | --- |
* | "GST {percent}% on our fee (CGST {half}% + SGST {half}%)" |
*
* @param {Cost_Row_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_row_gst = /** @type {((inputs: Cost_Row_GstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Row_GstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_row_gst(inputs)
	return en_cost_row_gst(inputs)
});