/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Kind_Gstr1_MonthlyInputs */

const en_calendar_kind_gstr1_monthly = /** @type {(inputs: Calendar_Kind_Gstr1_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GSTR-1 (outward supplies) for ${i?.month}, monthly filers`)
};

const hi_calendar_kind_gstr1_monthly = /** @type {(inputs: Calendar_Kind_Gstr1_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} का GSTR-1 (आउटवर्ड सप्लाई), मासिक रिटर्न भरने वालों के लिए`)
};

/**
* | output |
* | --- |
* | "GSTR-1 (outward supplies) for {month}, monthly filers" |
*
* @param {Calendar_Kind_Gstr1_MonthlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr1_monthly = /** @type {((inputs: Calendar_Kind_Gstr1_MonthlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Gstr1_MonthlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_gstr1_monthly(inputs)
	return en_calendar_kind_gstr1_monthly(inputs)
});