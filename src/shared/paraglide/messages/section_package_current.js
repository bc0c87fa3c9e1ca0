/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Package_CurrentInputs */

const en_section_package_current = /** @type {(inputs: Section_Package_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are viewing this package`)
};

const hi_section_package_current = /** @type {(inputs: Section_Package_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप यही पैकेज देख रहे हैं`)
};

/**
* | output |
* | --- |
* | "You are viewing this package" |
*
* @param {Section_Package_CurrentInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_package_current = /** @type {((inputs?: Section_Package_CurrentInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Package_CurrentInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_package_current(inputs)
	return en_section_package_current(inputs)
});