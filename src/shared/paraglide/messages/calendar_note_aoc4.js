/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Aoc4Inputs */

const en_calendar_note_aoc4 = /** @type {(inputs: Calendar_Note_Aoc4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 30 days of the AGM (one person companies: 180 days from the year's end).`)
};

const hi_calendar_note_aoc4 = /** @type {(inputs: Calendar_Note_Aoc4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGM के 30 दिन के भीतर (वन पर्सन कंपनी: वित्त वर्ष खत्म होने के 180 दिन के भीतर)।`)
};

/**
* | output |
* | --- |
* | "Within 30 days of the AGM (one person companies: 180 days from the year's end)." |
*
* @param {Calendar_Note_Aoc4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_aoc4 = /** @type {((inputs?: Calendar_Note_Aoc4Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Aoc4Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_aoc4(inputs)
	return en_calendar_note_aoc4(inputs)
});