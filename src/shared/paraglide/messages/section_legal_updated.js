/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Section_Legal_UpdatedInputs */

const en_section_legal_updated = /** @type {(inputs: Section_Legal_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated ${i?.date}`)
};

const hi_section_legal_updated = /** @type {(inputs: Section_Legal_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पिछली बार अपडेट: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Last updated {date}" |
*
* @param {Section_Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_legal_updated = /** @type {((inputs: Section_Legal_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Legal_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_legal_updated(inputs)
	return en_section_legal_updated(inputs)
});