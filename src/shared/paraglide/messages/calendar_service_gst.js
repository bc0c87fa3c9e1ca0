/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Service_GstInputs */

const en_calendar_service_gst = /** @type {(inputs: Calendar_Service_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST and compliance`)
};

const hi_calendar_service_gst = /** @type {(inputs: Calendar_Service_GstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी और कंप्लायंस`)
};

/**
* | output |
* | --- |
* | "GST and compliance" |
*
* @param {Calendar_Service_GstInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_gst = /** @type {((inputs?: Calendar_Service_GstInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Service_GstInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_service_gst(inputs)
	return en_calendar_service_gst(inputs)
});