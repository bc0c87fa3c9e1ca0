/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_Feed_AfterInputs */

const en_calendar_reminders_feed_after = /** @type {(inputs: Calendar_Reminders_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in Google Calendar, Outlook or Apple Calendar.`)
};

const hi_calendar_reminders_feed_after = /** @type {(inputs: Calendar_Reminders_Feed_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`— यह अपने-आप अपडेट होता रहता है।`)
};

/**
* | output |
* | --- |
* | "in Google Calendar, Outlook or Apple Calendar." |
*
* @param {Calendar_Reminders_Feed_AfterInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_after = /** @type {((inputs?: Calendar_Reminders_Feed_AfterInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_Feed_AfterInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_feed_after(inputs)
	return en_calendar_reminders_feed_after(inputs)
});