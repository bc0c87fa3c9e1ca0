/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_CategoryInputs */

const en_section_share_category = /** @type {(inputs: Section_Share_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blog category`)
};

const hi_section_share_category = /** @type {(inputs: Section_Share_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ब्लॉग कैटेगरी`)
};

/**
* | output |
* | --- |
* | "Blog category" |
*
* @param {Section_Share_CategoryInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_category = /** @type {((inputs?: Section_Share_CategoryInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_CategoryInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_category(inputs)
	return en_section_share_category(inputs)
});