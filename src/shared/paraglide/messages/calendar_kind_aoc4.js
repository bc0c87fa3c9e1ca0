/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Aoc4Inputs */

const en_calendar_kind_aoc4 = /** @type {(inputs: Calendar_Kind_Aoc4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Financial statements for FY ${i?.fy}`)
};

const hi_calendar_kind_aoc4 = /** @type {(inputs: Calendar_Kind_Aoc4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} के वित्तीय विवरण (फाइनेंशियल स्टेटमेंट)`)
};

/**
* | output |
* | --- |
* | "Financial statements for FY {fy}" |
*
* @param {Calendar_Kind_Aoc4Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_aoc4 = /** @type {((inputs: Calendar_Kind_Aoc4Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Aoc4Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_aoc4(inputs)
	return en_calendar_kind_aoc4(inputs)
});