/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Breadcrumb_LabelInputs */

const en_section_breadcrumb_label = /** @type {(inputs: Section_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Breadcrumb`)
};

const hi_section_breadcrumb_label = /** @type {(inputs: Section_Breadcrumb_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप यहाँ हैं`)
};

/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Section_Breadcrumb_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_breadcrumb_label = /** @type {((inputs?: Section_Breadcrumb_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Breadcrumb_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_breadcrumb_label(inputs)
	return en_section_breadcrumb_label(inputs)
});