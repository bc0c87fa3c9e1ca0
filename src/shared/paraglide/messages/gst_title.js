/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_TitleInputs */

const en_gst_title = /** @type {(inputs: Gst_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST calculator`)
};

const hi_gst_title = /** @type {(inputs: Gst_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी कैलकुलेटर`)
};

/**
* | output |
* | --- |
* | "GST calculator" |
*
* @param {Gst_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_title = /** @type {((inputs?: Gst_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_title(inputs)
	return en_gst_title(inputs)
});