/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Empty_MonthInputs */

const en_calendar_empty_month = /** @type {(inputs: Calendar_Empty_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No due dates for this month match your filter.`)
};

const hi_calendar_empty_month = /** @type {(inputs: Calendar_Empty_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस महीने आपके फ़िल्टर से मेल खाती कोई ड्यू डेट नहीं है।`)
};

/**
* | output |
* | --- |
* | "No due dates for this month match your filter." |
*
* @param {Calendar_Empty_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_empty_month = /** @type {((inputs?: Calendar_Empty_MonthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Empty_MonthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_empty_month(inputs)
	return en_calendar_empty_month(inputs)
});