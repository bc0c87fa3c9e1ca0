/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_LabelInputs */

const en_gst_rate_label = /** @type {(inputs: Gst_Rate_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST rate`)
};

const hi_gst_rate_label = /** @type {(inputs: Gst_Rate_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी दर`)
};

/**
* | output |
* | --- |
* | "GST rate" |
*
* @param {Gst_Rate_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_label = /** @type {((inputs?: Gst_Rate_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_label(inputs)
	return en_gst_rate_label(inputs)
});