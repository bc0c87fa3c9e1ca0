/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quarter: NonNullable<unknown> }} Calendar_Kind_Gstr3b_QuarterlyInputs */

const en_calendar_kind_gstr3b_quarterly = /** @type {(inputs: Calendar_Kind_Gstr3b_QuarterlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GSTR-3B for ${i?.quarter}, quarterly (QRMP) filers`)
};

const hi_calendar_kind_gstr3b_quarterly = /** @type {(inputs: Calendar_Kind_Gstr3b_QuarterlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quarter} तिमाही का GSTR-3B, तिमाही (QRMP) रिटर्न भरने वालों के लिए`)
};

/**
* | output |
* | --- |
* | "GSTR-3B for {quarter}, quarterly (QRMP) filers" |
*
* @param {Calendar_Kind_Gstr3b_QuarterlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr3b_quarterly = /** @type {((inputs: Calendar_Kind_Gstr3b_QuarterlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Gstr3b_QuarterlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_gstr3b_quarterly(inputs)
	return en_calendar_kind_gstr3b_quarterly(inputs)
});