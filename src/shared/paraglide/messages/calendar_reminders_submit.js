/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_SubmitInputs */

const en_calendar_reminders_submit = /** @type {(inputs: Calendar_Reminders_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me reminders`)
};

const hi_calendar_reminders_submit = /** @type {(inputs: Calendar_Reminders_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मुझे रिमाइंडर भेजें`)
};

/**
* | output |
* | --- |
* | "Send me reminders" |
*
* @param {Calendar_Reminders_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_submit = /** @type {((inputs?: Calendar_Reminders_SubmitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_SubmitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_submit(inputs)
	return en_calendar_reminders_submit(inputs)
});