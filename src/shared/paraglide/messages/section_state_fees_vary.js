/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Section_State_Fees_VaryInputs */

const en_section_state_fees_vary = /** @type {(inputs: Section_State_Fees_VaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Government fees and stamp duty (no GST) depend on the state: ${i?.link}`)
};

const hi_section_state_fees_vary = /** @type {(inputs: Section_State_Fees_VaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सरकारी फीस और स्टांप ड्यूटी (इन पर जीएसटी नहीं) राज्य के हिसाब से अलग होती है: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Government fees and stamp duty (no GST) depend on the state: {link}" |
*
* @param {Section_State_Fees_VaryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_state_fees_vary = /** @type {((inputs: Section_State_Fees_VaryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_State_Fees_VaryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_state_fees_vary(inputs)
	return en_section_state_fees_vary(inputs)
});