/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_UnsubscribedInputs */

const en_calendar_reminder_unsubscribed = /** @type {(inputs: Calendar_Reminder_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed. We will not send you any more reminders.`)
};

const hi_calendar_reminder_unsubscribed = /** @type {(inputs: Calendar_Reminder_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपने अनसब्सक्राइब कर दिया है। अब हम आपको कोई रिमाइंडर नहीं भेजेंगे।`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed. We will not send you any more reminders." |
*
* @param {Calendar_Reminder_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_unsubscribed = /** @type {((inputs?: Calendar_Reminder_UnsubscribedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_UnsubscribedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_unsubscribed(inputs)
	return en_calendar_reminder_unsubscribed(inputs)
});