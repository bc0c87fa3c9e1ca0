/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Meta_TitleInputs */

const en_gst_meta_title = /** @type {(inputs: Gst_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST Calculator`)
};

const hi_gst_meta_title = /** @type {(inputs: Gst_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी कैलकुलेटर: GST ऑनलाइन निकालें`)
};

/**
* | output |
* | --- |
* | "GST Calculator" |
*
* @param {Gst_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_meta_title = /** @type {((inputs?: Gst_Meta_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Meta_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_meta_title(inputs)
	return en_gst_meta_title(inputs)
});