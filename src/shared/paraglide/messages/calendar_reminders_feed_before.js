/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_Feed_BeforeInputs */

const en_calendar_reminders_feed_before = /** @type {(inputs: Calendar_Reminders_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prefer your own calendar?`)
};

const hi_calendar_reminders_feed_before = /** @type {(inputs: Calendar_Reminders_Feed_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना कैलेंडर इस्तेमाल करना चाहते हैं? Google Calendar, Outlook या Apple Calendar में`)
};

/**
* | output |
* | --- |
* | "Prefer your own calendar?" |
*
* @param {Calendar_Reminders_Feed_BeforeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_before = /** @type {((inputs?: Calendar_Reminders_Feed_BeforeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_Feed_BeforeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_feed_before(inputs)
	return en_calendar_reminders_feed_before(inputs)
});