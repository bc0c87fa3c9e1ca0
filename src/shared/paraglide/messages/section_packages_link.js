/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Packages_LinkInputs */

const en_section_packages_link = /** @type {(inputs: Section_Packages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Packages and prices`)
};

const hi_section_packages_link = /** @type {(inputs: Section_Packages_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पैकेज और कीमतें`)
};

/**
* | output |
* | --- |
* | "Packages and prices" |
*
* @param {Section_Packages_LinkInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_packages_link = /** @type {((inputs?: Section_Packages_LinkInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Packages_LinkInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_packages_link(inputs)
	return en_section_packages_link(inputs)
});