/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Amount_LabelInputs */

const en_gst_amount_label = /** @type {(inputs: Gst_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (₹)`)
};

const hi_gst_amount_label = /** @type {(inputs: Gst_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`राशि (₹)`)
};

/**
* | output |
* | --- |
* | "Amount (₹)" |
*
* @param {Gst_Amount_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_amount_label = /** @type {((inputs?: Gst_Amount_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Amount_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_amount_label(inputs)
	return en_gst_amount_label(inputs)
});