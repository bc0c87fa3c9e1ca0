/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rate: NonNullable<unknown> }} Gst_Result_TitleInputs */

const en_gst_result_title = /** @type {(inputs: Gst_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Result at ${i?.rate}`)
};

const hi_gst_result_title = /** @type {(inputs: Gst_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} की दर पर नतीजा`)
};

/**
* | output |
* | --- |
* | "Result at {rate}" |
*
* @param {Gst_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_result_title = /** @type {((inputs: Gst_Result_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Result_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_result_title(inputs)
	return en_gst_result_title(inputs)
});