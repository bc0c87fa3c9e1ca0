/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Same_DayInputs */

const en_section_same_day = /** @type {(inputs: Section_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`same day`)
};

const hi_section_same_day = /** @type {(inputs: Section_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`उसी दिन`)
};

/**
* | output |
* | --- |
* | "same day" |
*
* @param {Section_Same_DayInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_same_day = /** @type {((inputs?: Section_Same_DayInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Same_DayInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_same_day(inputs)
	return en_section_same_day(inputs)
});