/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Section_Working_DayInputs */

const en_section_working_day = /** @type {(inputs: Section_Working_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} working day`)
};

const hi_section_working_day = /** @type {(inputs: Section_Working_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} कामकाजी दिन`)
};

/**
* | output |
* | --- |
* | "{count} working day" |
*
* @param {Section_Working_DayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_working_day = /** @type {((inputs: Section_Working_DayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Working_DayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_working_day(inputs)
	return en_section_working_day(inputs)
});