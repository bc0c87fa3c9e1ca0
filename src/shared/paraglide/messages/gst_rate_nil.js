/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_NilInputs */

const en_gst_rate_nil = /** @type {(inputs: Gst_Rate_NilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nil (exempt and zero-rated goods and services)`)
};

const hi_gst_rate_nil = /** @type {(inputs: Gst_Rate_NilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`शून्य (छूट वाली और ज़ीरो-रेटेड वस्तुएं और सेवाएं)`)
};

/**
* | output |
* | --- |
* | "Nil (exempt and zero-rated goods and services)" |
*
* @param {Gst_Rate_NilInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_nil = /** @type {((inputs?: Gst_Rate_NilInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_NilInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_nil(inputs)
	return en_gst_rate_nil(inputs)
});