/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Meta_Title_MonthInputs */

const en_calendar_meta_title_month = /** @type {(inputs: Calendar_Meta_Title_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due Dates, ${i?.month}`)
};

const hi_calendar_meta_title_month = /** @type {(inputs: Calendar_Meta_Title_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} की ड्यू डेट`)
};

/**
* | output |
* | --- |
* | "Due Dates, {month}" |
*
* @param {Calendar_Meta_Title_MonthInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_title_month = /** @type {((inputs: Calendar_Meta_Title_MonthInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Meta_Title_MonthInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_meta_title_month(inputs)
	return en_calendar_meta_title_month(inputs)
});