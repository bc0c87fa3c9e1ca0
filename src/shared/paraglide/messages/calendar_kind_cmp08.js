/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ quarter: NonNullable<unknown> }} Calendar_Kind_Cmp08Inputs */

const en_calendar_kind_cmp08 = /** @type {(inputs: Calendar_Kind_Cmp08Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Composition tax statement for ${i?.quarter}`)
};

const hi_calendar_kind_cmp08 = /** @type {(inputs: Calendar_Kind_Cmp08Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.quarter} तिमाही का कंपोज़िशन टैक्स स्टेटमेंट`)
};

/**
* | output |
* | --- |
* | "Composition tax statement for {quarter}" |
*
* @param {Calendar_Kind_Cmp08Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_cmp08 = /** @type {((inputs: Calendar_Kind_Cmp08Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Cmp08Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_cmp08(inputs)
	return en_calendar_kind_cmp08(inputs)
});