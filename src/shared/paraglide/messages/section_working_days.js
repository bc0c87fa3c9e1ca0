/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Section_Working_DaysInputs */

const en_section_working_days = /** @type {(inputs: Section_Working_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} working days`)
};

const hi_section_working_days = /** @type {(inputs: Section_Working_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} कामकाजी दिन`)
};

/**
* | output |
* | --- |
* | "{count} working days" |
*
* @param {Section_Working_DaysInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_working_days = /** @type {((inputs: Section_Working_DaysInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Working_DaysInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_working_days(inputs)
	return en_section_working_days(inputs)
});