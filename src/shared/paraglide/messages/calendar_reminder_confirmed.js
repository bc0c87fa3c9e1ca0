/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_ConfirmedInputs */

const en_calendar_reminder_confirmed = /** @type {(inputs: Calendar_Reminder_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reminders are confirmed. We will e-mail you three days before each due date that applies to you.`)
};

const hi_calendar_reminder_confirmed = /** @type {(inputs: Calendar_Reminder_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपके रिमाइंडर कन्फ़र्म हो गए हैं। आप पर लागू होने वाली हर ड्यू डेट से तीन दिन पहले हम आपको ईमेल भेजेंगे।`)
};

/**
* | output |
* | --- |
* | "Your reminders are confirmed. We will e-mail you three days before each due date that applies to you." |
*
* @param {Calendar_Reminder_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_confirmed = /** @type {((inputs?: Calendar_Reminder_ConfirmedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_ConfirmedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_confirmed(inputs)
	return en_calendar_reminder_confirmed(inputs)
});