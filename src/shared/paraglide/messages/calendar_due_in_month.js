/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Due_In_MonthInputs */

const en_calendar_due_in_month = /** @type {(inputs: Calendar_Due_In_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due dates in ${i?.month}`)
};

const hi_calendar_due_in_month = /** @type {(inputs: Calendar_Due_In_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} की ड्यू डेट`)
};

/**
* | output |
* | --- |
* | "Due dates in {month}" |
*
* @param {Calendar_Due_In_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_due_in_month = /** @type {((inputs: Calendar_Due_In_MonthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Due_In_MonthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_due_in_month(inputs)
	return en_calendar_due_in_month(inputs)
});