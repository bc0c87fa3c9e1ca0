/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_SubmitInputs */

const en_gst_submit = /** @type {(inputs: Gst_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calculate`)
};

const hi_gst_submit = /** @type {(inputs: Gst_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गणना करें`)
};

/**
* | output |
* | --- |
* | "Calculate" |
*
* @param {Gst_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_submit = /** @type {((inputs?: Gst_SubmitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_SubmitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_submit(inputs)
	return en_gst_submit(inputs)
});