/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Gstr3b_QuarterlyInputs */

const en_calendar_note_gstr3b_quarterly = /** @type {(inputs: Calendar_Note_Gstr3b_QuarterlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The 22nd or the 24th, depending on the state of registration.`)
};

const hi_calendar_note_gstr3b_quarterly = /** @type {(inputs: Calendar_Note_Gstr3b_QuarterlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्ट्रेशन वाले राज्य के हिसाब से 22 या 24 तारीख।`)
};

/**
* | output |
* | --- |
* | "The 22nd or the 24th, depending on the state of registration." |
*
* @param {Calendar_Note_Gstr3b_QuarterlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_gstr3b_quarterly = /** @type {((inputs?: Calendar_Note_Gstr3b_QuarterlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Gstr3b_QuarterlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_gstr3b_quarterly(inputs)
	return en_calendar_note_gstr3b_quarterly(inputs)
});