/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Section_Package_Current_LabelInputs */

const en_section_package_current_label = /** @type {(inputs: Section_Package_Current_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This package: ${i?.title}`)
};

const hi_section_package_current_label = /** @type {(inputs: Section_Package_Current_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`यही पैकेज: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "This package: {title}" |
*
* @param {Section_Package_Current_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_current_label = /** @type {((inputs: Section_Package_Current_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Package_Current_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_package_current_label(inputs)
	return en_section_package_current_label(inputs)
});