/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Applies_GstInputs */

const en_calendar_applies_gst = /** @type {(inputs: Calendar_Applies_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST-registered`)
};

const hi_calendar_applies_gst = /** @type {(inputs: Calendar_Applies_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी रजिस्टर्ड`)
};

/**
* | output |
* | --- |
* | "GST-registered" |
*
* @param {Calendar_Applies_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_gst = /** @type {((inputs?: Calendar_Applies_GstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Applies_GstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_applies_gst(inputs)
	return en_calendar_applies_gst(inputs)
});