/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Section_TitleInputs */

const en_gst_section_title = /** @type {(inputs: Gst_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calculate GST`)
};

const hi_gst_section_title = /** @type {(inputs: Gst_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी की गणना करें`)
};

/**
* | output |
* | --- |
* | "Calculate GST" |
*
* @param {Gst_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_section_title = /** @type {((inputs?: Gst_Section_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Section_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_section_title(inputs)
	return en_gst_section_title(inputs)
});