/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Llp_Form8Inputs */

const en_calendar_kind_llp_form8 = /** @type {(inputs: Calendar_Kind_Llp_Form8Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`LLP statement of account and solvency for FY ${i?.fy}`)
};

const hi_calendar_kind_llp_form8 = /** @type {(inputs: Calendar_Kind_Llp_Form8Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} का LLP स्टेटमेंट ऑफ अकाउंट एंड सॉल्वेंसी`)
};

/**
* | output |
* | --- |
* | "LLP statement of account and solvency for FY {fy}" |
*
* @param {Calendar_Kind_Llp_Form8Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_llp_form8 = /** @type {((inputs: Calendar_Kind_Llp_Form8Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Llp_Form8Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_llp_form8(inputs)
	return en_calendar_kind_llp_form8(inputs)
});