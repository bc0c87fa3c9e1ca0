/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_AgmInputs */

const en_calendar_note_agm = /** @type {(inputs: Calendar_Note_AgmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Six months from the end of the financial year.`)
};

const hi_calendar_note_agm = /** @type {(inputs: Calendar_Note_AgmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष खत्म होने के छह महीने के भीतर।`)
};

/**
* | output |
* | --- |
* | "Six months from the end of the financial year." |
*
* @param {Calendar_Note_AgmInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_agm = /** @type {((inputs?: Calendar_Note_AgmInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_AgmInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_agm(inputs)
	return en_calendar_note_agm(inputs)
});