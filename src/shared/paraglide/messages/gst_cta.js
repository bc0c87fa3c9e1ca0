/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_CtaInputs */

const en_gst_cta = /** @type {(inputs: Gst_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to us about your GST`)
};

const hi_gst_cta = /** @type {(inputs: Gst_CtaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपने जीएसटी के बारे में हमसे बात करें`)
};

/**
* | output |
* | --- |
* | "Talk to us about your GST" |
*
* @param {Gst_CtaInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_cta = /** @type {((inputs?: Gst_CtaInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_CtaInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_cta(inputs)
	return en_gst_cta(inputs)
});