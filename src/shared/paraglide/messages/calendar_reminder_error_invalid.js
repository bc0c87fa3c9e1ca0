/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_Error_InvalidInputs */

const en_calendar_reminder_error_invalid = /** @type {(inputs: Calendar_Reminder_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid e-mail address and choose at least one kind of due date.`)
};

const hi_calendar_reminder_error_invalid = /** @type {(inputs: Calendar_Reminder_Error_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सही ईमेल पता लिखें और कम से कम एक विकल्प चुनें।`)
};

/**
* | output |
* | --- |
* | "Enter a valid e-mail address and choose at least one kind of due date." |
*
* @param {Calendar_Reminder_Error_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_invalid = /** @type {((inputs?: Calendar_Reminder_Error_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_Error_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_error_invalid(inputs)
	return en_calendar_reminder_error_invalid(inputs)
});