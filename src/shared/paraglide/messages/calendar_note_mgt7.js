/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Mgt7Inputs */

const en_calendar_note_mgt7 = /** @type {(inputs: Calendar_Note_Mgt7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Within 60 days of the AGM.`)
};

const hi_calendar_note_mgt7 = /** @type {(inputs: Calendar_Note_Mgt7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AGM के 60 दिन के भीतर।`)
};

/**
* | output |
* | --- |
* | "Within 60 days of the AGM." |
*
* @param {Calendar_Note_Mgt7Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_mgt7 = /** @type {((inputs?: Calendar_Note_Mgt7Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Mgt7Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_mgt7(inputs)
	return en_calendar_note_mgt7(inputs)
});