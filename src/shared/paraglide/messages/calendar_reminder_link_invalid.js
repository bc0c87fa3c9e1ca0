/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminder_Link_InvalidInputs */

const en_calendar_reminder_link_invalid = /** @type {(inputs: Calendar_Reminder_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid any more. Please sign up again on this page.`)
};

const hi_calendar_reminder_link_invalid = /** @type {(inputs: Calendar_Reminder_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`यह लिंक अब मान्य नहीं है। कृपया इस पेज पर फिर से साइन अप करें।`)
};

/**
* | output |
* | --- |
* | "This link is not valid any more. Please sign up again on this page." |
*
* @param {Calendar_Reminder_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminder_link_invalid = /** @type {((inputs?: Calendar_Reminder_Link_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminder_Link_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminder_link_invalid(inputs)
	return en_calendar_reminder_link_invalid(inputs)
});