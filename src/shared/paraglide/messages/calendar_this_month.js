/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_This_MonthInputs */

const en_calendar_this_month = /** @type {(inputs: Calendar_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This month`)
};

const hi_calendar_this_month = /** @type {(inputs: Calendar_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस महीने की तारीखें`)
};

/**
* | output |
* | --- |
* | "This month" |
*
* @param {Calendar_This_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_this_month = /** @type {((inputs?: Calendar_This_MonthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_This_MonthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_this_month(inputs)
	return en_calendar_this_month(inputs)
});