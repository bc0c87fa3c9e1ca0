/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quarter: NonNullable<unknown> }} Calendar_Kind_Gstr1_QuarterlyInputs */

const en_calendar_kind_gstr1_quarterly = /** @type {(inputs: Calendar_Kind_Gstr1_QuarterlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`GSTR-1 for ${i?.quarter}, quarterly (QRMP) filers`)
};

const hi_calendar_kind_gstr1_quarterly = /** @type {(inputs: Calendar_Kind_Gstr1_QuarterlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quarter} तिमाही का GSTR-1, तिमाही (QRMP) रिटर्न भरने वालों के लिए`)
};

/**
* | output |
* | --- |
* | "GSTR-1 for {quarter}, quarterly (QRMP) filers" |
*
* @param {Calendar_Kind_Gstr1_QuarterlyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_gstr1_quarterly = /** @type {((inputs: Calendar_Kind_Gstr1_QuarterlyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Gstr1_QuarterlyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_gstr1_quarterly(inputs)
	return en_calendar_kind_gstr1_quarterly(inputs)
});