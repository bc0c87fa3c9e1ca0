/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Remind_ForInputs */

const en_calendar_remind_for = /** @type {(inputs: Calendar_Remind_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remind me of dates for`)
};

const hi_calendar_remind_for = /** @type {(inputs: Calendar_Remind_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इनकी तारीखों के रिमाइंडर भेजें`)
};

/**
* | output |
* | --- |
* | "Remind me of dates for" |
*
* @param {Calendar_Remind_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_remind_for = /** @type {((inputs?: Calendar_Remind_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Remind_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_remind_for(inputs)
	return en_calendar_remind_for(inputs)
});