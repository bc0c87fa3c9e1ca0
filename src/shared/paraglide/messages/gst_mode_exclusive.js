/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_Mode_ExclusiveInputs */

const en_gst_mode_exclusive = /** @type {(inputs: Gst_Mode_ExclusiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before GST (exclusive)`)
};

const hi_gst_mode_exclusive = /** @type {(inputs: Gst_Mode_ExclusiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी से पहले की (जीएसटी अलग)`)
};

/**
* | output |
* | --- |
* | "Before GST (exclusive)" |
*
* @param {Gst_Mode_ExclusiveInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_mode_exclusive = /** @type {((inputs?: Gst_Mode_ExclusiveInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_Mode_ExclusiveInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_mode_exclusive(inputs)
	return en_gst_mode_exclusive(inputs)
});