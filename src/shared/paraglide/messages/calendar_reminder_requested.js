/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_RequestedInputs */

const en_calendar_reminder_requested = /** @type {(inputs: Calendar_Reminder_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Please open the link we have e-mailed you to confirm your reminders.`)
};

const hi_calendar_reminder_requested = /** @type {(inputs: Calendar_Reminder_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`धन्यवाद। अपने रिमाइंडर कन्फ़र्म करने के लिए कृपया वह लिंक खोलें जो हमने आपको ईमेल किया है।`)
};

/**
* | output |
* | --- |
* | "Thank you. Please open the link we have e-mailed you to confirm your reminders." |
*
* @param {Calendar_Reminder_RequestedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_requested = /** @type {((inputs?: Calendar_Reminder_RequestedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_RequestedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_requested(inputs)
	return en_calendar_reminder_requested(inputs)
});