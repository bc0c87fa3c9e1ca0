/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ share: NonNullable<unknown> }} Calendar_Kind_Advance_TaxInputs */

const en_calendar_kind_advance_tax = /** @type {(inputs: Calendar_Kind_Advance_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Advance tax: ${i?.share} of the year's tax paid by today`)
};

const hi_calendar_kind_advance_tax = /** @type {(inputs: Calendar_Kind_Advance_TaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`एडवांस टैक्स: आज तक साल के टैक्स का ${i?.share} जमा हो जाना चाहिए`)
};

/**
* | output |
* | --- |
* | "Advance tax: {share} of the year's tax paid by today" |
*
* @param {Calendar_Kind_Advance_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_advance_tax = /** @type {((inputs: Calendar_Kind_Advance_TaxInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Advance_TaxInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_advance_tax(inputs)
	return en_calendar_kind_advance_tax(inputs)
});