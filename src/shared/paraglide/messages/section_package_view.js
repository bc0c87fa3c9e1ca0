/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Package_ViewInputs */

const en_section_package_view = /** @type {(inputs: Section_Package_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View package`)
};

const hi_section_package_view = /** @type {(inputs: Section_Package_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पैकेज देखें`)
};

/**
* | output |
* | --- |
* | "View package" |
*
* @param {Section_Package_ViewInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_view = /** @type {((inputs?: Section_Package_ViewInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Package_ViewInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_package_view(inputs)
	return en_section_package_view(inputs)
});