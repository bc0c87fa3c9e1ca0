/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Rate_DemeritInputs */

const en_gst_rate_demerit = /** @type {(inputs: Gst_Rate_DemeritInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demerit rate: luxury and sin goods`)
};

const hi_gst_rate_demerit = /** @type {(inputs: Gst_Rate_DemeritInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डीमेरिट दर: लग्ज़री और सिन गुड्स`)
};

/**
* | output |
* | --- |
* | "Demerit rate: luxury and sin goods" |
*
* @param {Gst_Rate_DemeritInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_rate_demerit = /** @type {((inputs?: Gst_Rate_DemeritInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Rate_DemeritInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_rate_demerit(inputs)
	return en_gst_rate_demerit(inputs)
});