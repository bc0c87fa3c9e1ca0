/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_EyebrowInputs */

const en_gst_eyebrow = /** @type {(inputs: Gst_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools`)
};

const hi_gst_eyebrow = /** @type {(inputs: Gst_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टूल्स`)
};

/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Gst_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_eyebrow = /** @type {((inputs?: Gst_EyebrowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_EyebrowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_eyebrow(inputs)
	return en_gst_eyebrow(inputs)
});