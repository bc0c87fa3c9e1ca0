/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quarter: NonNullable<unknown> }} Calendar_Kind_Tcs_ReturnInputs */

const en_calendar_kind_tcs_return = /** @type {(inputs: Calendar_Kind_Tcs_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`TCS return for ${i?.quarter}`)
};

const hi_calendar_kind_tcs_return = /** @type {(inputs: Calendar_Kind_Tcs_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quarter} तिमाही का TCS रिटर्न`)
};

/**
* | output |
* | --- |
* | "TCS return for {quarter}" |
*
* @param {Calendar_Kind_Tcs_ReturnInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tcs_return = /** @type {((inputs: Calendar_Kind_Tcs_ReturnInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Tcs_ReturnInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_tcs_return(inputs)
	return en_calendar_kind_tcs_return(inputs)
});