/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_Feed_LinkInputs */

const en_calendar_reminders_feed_link = /** @type {(inputs: Calendar_Reminders_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to the feed`)
};

const hi_calendar_reminders_feed_link = /** @type {(inputs: Calendar_Reminders_Feed_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़ीड सब्सक्राइब करें`)
};

/**
* | output |
* | --- |
* | "Subscribe to the feed" |
*
* @param {Calendar_Reminders_Feed_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_feed_link = /** @type {((inputs?: Calendar_Reminders_Feed_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_Feed_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_feed_link(inputs)
	return en_calendar_reminders_feed_link(inputs)
});