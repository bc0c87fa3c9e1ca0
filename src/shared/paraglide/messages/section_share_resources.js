/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_ResourcesInputs */

const en_section_share_resources = /** @type {(inputs: Section_Share_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guides and resources`)
};

const hi_section_share_resources = /** @type {(inputs: Section_Share_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गाइड और संसाधन`)
};

/**
* | output |
* | --- |
* | "Guides and resources" |
*
* @param {Section_Share_ResourcesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_resources = /** @type {((inputs?: Section_Share_ResourcesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_ResourcesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_resources(inputs)
	return en_section_share_resources(inputs)
});