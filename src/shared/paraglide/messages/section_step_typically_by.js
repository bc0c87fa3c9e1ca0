/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, day: NonNullable<unknown> }} Section_Step_Typically_ByInputs */

const en_section_step_typically_by = /** @type {(inputs: Section_Step_Typically_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typically ${i?.days} (by day ${i?.day})`)
};

const hi_section_step_typically_by = /** @type {(inputs: Section_Step_Typically_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आम तौर पर ${i?.days} (दिन ${i?.day} तक)`)
};

/**
* | output |
* | --- |
* | "Typically {days} (by day {day})" |
*
* @param {Section_Step_Typically_ByInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step_typically_by = /** @type {((inputs: Section_Step_Typically_ByInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Step_Typically_ByInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_step_typically_by(inputs)
	return en_section_step_typically_by(inputs)
});