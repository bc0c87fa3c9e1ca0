/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Section_Step_TypicallyInputs */

const en_section_step_typically = /** @type {(inputs: Section_Step_TypicallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Typically ${i?.days}`)
};

const hi_section_step_typically = /** @type {(inputs: Section_Step_TypicallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`आम तौर पर ${i?.days}`)
};

/**
* | output |
* | --- |
* | "Typically {days}" |
*
* @param {Section_Step_TypicallyInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_step_typically = /** @type {((inputs: Section_Step_TypicallyInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Step_TypicallyInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_step_typically(inputs)
	return en_section_step_typically(inputs)
});