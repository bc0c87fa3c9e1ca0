/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_Error_BusyInputs */

const en_calendar_reminder_error_busy = /** @type {(inputs: Calendar_Reminder_Error_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please try again later.`)
};

const hi_calendar_reminder_error_busy = /** @type {(inputs: Calendar_Reminder_Error_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बहुत ज़्यादा अनुरोध आए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।`)
};

/**
* | output |
* | --- |
* | "Too many requests. Please try again later." |
*
* @param {Calendar_Reminder_Error_BusyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_error_busy = /** @type {((inputs?: Calendar_Reminder_Error_BusyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_Error_BusyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_error_busy(inputs)
	return en_calendar_reminder_error_busy(inputs)
});