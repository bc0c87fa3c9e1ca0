/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_On_This_PageInputs */

const en_section_on_this_page = /** @type {(inputs: Section_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On this page`)
};

const hi_section_on_this_page = /** @type {(inputs: Section_On_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस पेज पर`)
};

/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Section_On_This_PageInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_on_this_page = /** @type {((inputs?: Section_On_This_PageInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_On_This_PageInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_on_this_page(inputs)
	return en_section_on_this_page(inputs)
});