/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Llp_Form11Inputs */

const en_calendar_kind_llp_form11 = /** @type {(inputs: Calendar_Kind_Llp_Form11Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LLP annual return for FY ${i?.fy}`)
};

const hi_calendar_kind_llp_form11 = /** @type {(inputs: Calendar_Kind_Llp_Form11Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} का LLP वार्षिक रिटर्न`)
};

/**
* | output |
* | --- |
* | "LLP annual return for FY {fy}" |
*
* @param {Calendar_Kind_Llp_Form11Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_llp_form11 = /** @type {((inputs: Calendar_Kind_Llp_Form11Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Llp_Form11Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_llp_form11(inputs)
	return en_calendar_kind_llp_form11(inputs)
});