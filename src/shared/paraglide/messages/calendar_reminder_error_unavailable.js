/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_Error_UnavailableInputs */

const en_calendar_reminder_error_unavailable = /** @type {(inputs: Calendar_Reminder_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail reminders are not available at the moment. Please try again later.`)
};

const hi_calendar_reminder_error_unavailable = /** @type {(inputs: Calendar_Reminder_Error_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ईमेल रिमाइंडर अभी उपलब्ध नहीं हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "E-mail reminders are not available at the moment. Please try again later." |
*
* @param {Calendar_Reminder_Error_UnavailableInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_unavailable = /** @type {((inputs?: Calendar_Reminder_Error_UnavailableInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_Error_UnavailableInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_error_unavailable(inputs)
	return en_calendar_reminder_error_unavailable(inputs)
});