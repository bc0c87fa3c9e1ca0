/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Kind_AgmInputs */

const en_calendar_kind_agm = /** @type {(inputs: Calendar_Kind_AgmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last day for the annual general meeting`)
};

const hi_calendar_kind_agm = /** @type {(inputs: Calendar_Kind_AgmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वार्षिक आम बैठक (AGM) की आख़िरी तारीख`)
};

/**
* | output |
* | --- |
* | "Last day for the annual general meeting" |
*
* @param {Calendar_Kind_AgmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_agm = /** @type {((inputs?: Calendar_Kind_AgmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_AgmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_agm(inputs)
	return en_calendar_kind_agm(inputs)
});