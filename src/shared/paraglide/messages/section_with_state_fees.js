/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fees: NonNullable<unknown>, state: NonNullable<unknown>, duty: NonNullable<unknown>, total: NonNullable<unknown> }} Section_With_State_FeesInputs */

const en_section_with_state_fees = /** @type {(inputs: Section_With_State_FeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With government fees ${i?.fees} and ${i?.state} stamp duty ${i?.duty} (no GST on these): ${i?.total}`)
};

const hi_section_with_state_fees = /** @type {(inputs: Section_With_State_FeesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सरकारी फीस ${i?.fees} और ${i?.state} की स्टांप ड्यूटी ${i?.duty} मिलाकर (इन पर जीएसटी नहीं लगता): ${i?.total}`)
};

/**
* | output |
* | --- |
* | "With government fees {fees} and {state} stamp duty {duty} (no GST on these): {total}" |
*
* @param {Section_With_State_FeesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_with_state_fees = /** @type {((inputs: Section_With_State_FeesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_With_State_FeesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_with_state_fees(inputs)
	return en_section_with_state_fees(inputs)
});