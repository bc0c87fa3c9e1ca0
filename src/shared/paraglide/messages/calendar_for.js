/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ groups: NonNullable<unknown> }} Calendar_ForInputs */

const en_calendar_for = /** @type {(inputs: Calendar_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For: ${i?.groups}`)
};

const hi_calendar_for = /** @type {(inputs: Calendar_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`किनके लिए: ${i?.groups}`)
};

/**
* | output |
* | --- |
* | "For: {groups}" |
*
* @param {Calendar_ForInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_for = /** @type {((inputs: Calendar_ForInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_ForInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_for(inputs)
	return en_calendar_for(inputs)
});