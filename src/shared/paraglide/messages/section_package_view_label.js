/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Section_Package_View_LabelInputs */

const en_section_package_view_label = /** @type {(inputs: Section_Package_View_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View package: ${i?.title}`)
};

const hi_section_package_view_label = /** @type {(inputs: Section_Package_View_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`पैकेज देखें: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "View package: {title}" |
*
* @param {Section_Package_View_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_view_label = /** @type {((inputs: Section_Package_View_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Package_View_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_package_view_label(inputs)
	return en_section_package_view_label(inputs)
});