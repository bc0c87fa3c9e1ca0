/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_TitleInputs */

const en_calendar_reminders_title = /** @type {(inputs: Calendar_Reminders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail reminders`)
};

const hi_calendar_reminders_title = /** @type {(inputs: Calendar_Reminders_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल रिमाइंडर`)
};

/**
* | output |
* | --- |
* | "E-mail reminders" |
*
* @param {Calendar_Reminders_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_title = /** @type {((inputs?: Calendar_Reminders_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_title(inputs)
	return en_calendar_reminders_title(inputs)
});