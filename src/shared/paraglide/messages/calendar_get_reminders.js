/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Get_RemindersInputs */

const en_calendar_get_reminders = /** @type {(inputs: Calendar_Get_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get e-mail reminders`)
};

const hi_calendar_get_reminders = /** @type {(inputs: Calendar_Get_RemindersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल रिमाइंडर पाएं`)
};

/**
* | output |
* | --- |
* | "Get e-mail reminders" |
*
* @param {Calendar_Get_RemindersInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_get_reminders = /** @type {((inputs?: Calendar_Get_RemindersInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Get_RemindersInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_get_reminders(inputs)
	return en_calendar_get_reminders(inputs)
});