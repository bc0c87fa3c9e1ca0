/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Adt1Inputs */

const en_calendar_note_adt1 = /** @type {(inputs: Calendar_Note_Adt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 15 days of the AGM.`)
};

const hi_calendar_note_adt1 = /** @type {(inputs: Calendar_Note_Adt1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGM के 15 दिन के भीतर।`)
};

/**
* | output |
* | --- |
* | "Within 15 days of the AGM." |
*
* @param {Calendar_Note_Adt1Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_adt1 = /** @type {((inputs?: Calendar_Note_Adt1Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Adt1Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_adt1(inputs)
	return en_calendar_note_adt1(inputs)
});