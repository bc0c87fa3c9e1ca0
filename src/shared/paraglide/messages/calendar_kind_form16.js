/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Kind_Form16Inputs */

const en_calendar_kind_form16 = /** @type {(inputs: Calendar_Kind_Form16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TDS certificates to employees (salary)`)
};

const hi_calendar_kind_form16 = /** @type {(inputs: Calendar_Kind_Form16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कर्मचारियों को वेतन के TDS सर्टिफिकेट देना`)
};

/**
* | output |
* | --- |
* | "TDS certificates to employees (salary)" |
*
* @param {Calendar_Kind_Form16Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_form16 = /** @type {((inputs?: Calendar_Kind_Form16Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Form16Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_form16(inputs)
	return en_calendar_kind_form16(inputs)
});