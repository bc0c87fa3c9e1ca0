/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Calendar_Kind_Gstr3b_MonthlyInputs */

const en_calendar_kind_gstr3b_monthly = /** @type {(inputs: Calendar_Kind_Gstr3b_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GSTR-3B (summary return and tax) for ${i?.month}, monthly filers`)
};

const hi_calendar_kind_gstr3b_monthly = /** @type {(inputs: Calendar_Kind_Gstr3b_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} का GSTR-3B (सारांश रिटर्न और टैक्स भुगतान), मासिक रिटर्न भरने वालों के लिए`)
};

/**
* | output |
* | --- |
* | "GSTR-3B (summary return and tax) for {month}, monthly filers" |
*
* @param {Calendar_Kind_Gstr3b_MonthlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr3b_monthly = /** @type {((inputs: Calendar_Kind_Gstr3b_MonthlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Gstr3b_MonthlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_gstr3b_monthly(inputs)
	return en_calendar_kind_gstr3b_monthly(inputs)
});