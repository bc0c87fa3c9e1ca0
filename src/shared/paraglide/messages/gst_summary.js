/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ base: NonNullable<unknown>, rate: NonNullable<unknown>, tax: NonNullable<unknown>, total: NonNullable<unknown> }} Gst_SummaryInputs */

const en_gst_summary = /** @type {(inputs: Gst_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GST calculation: ${i?.base} + ${i?.rate} GST ${i?.tax} = ${i?.total}`)
};

const hi_gst_summary = /** @type {(inputs: Gst_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`जीएसटी गणना: ${i?.base} + ${i?.rate} जीएसटी ${i?.tax} = ${i?.total}`)
};

/**
* | output |
* | --- |
* | "GST calculation: {base} + {rate} GST {tax} = {total}" |
*
* @param {Gst_SummaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_summary = /** @type {((inputs: Gst_SummaryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_SummaryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_summary(inputs)
	return en_gst_summary(inputs)
});