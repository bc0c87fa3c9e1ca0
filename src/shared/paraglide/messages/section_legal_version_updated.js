/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown>, date: NonNullable<unknown> }} Section_Legal_Version_UpdatedInputs */

const en_section_legal_version_updated = /** @type {(inputs: Section_Legal_Version_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}, last updated ${i?.date}`)
};

const hi_section_legal_version_updated = /** @type {(inputs: Section_Legal_Version_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`संस्करण ${i?.version}, पिछली बार अपडेट: ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Version {version}, last updated {date}" |
*
* @param {Section_Legal_Version_UpdatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_legal_version_updated = /** @type {((inputs: Section_Legal_Version_UpdatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Legal_Version_UpdatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_legal_version_updated(inputs)
	return en_section_legal_version_updated(inputs)
});