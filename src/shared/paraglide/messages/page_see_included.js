/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Page_See_IncludedInputs */

const en_page_see_included = /** @type {(inputs: Page_See_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what is included`)
};

const hi_page_see_included = /** @type {(inputs: Page_See_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पैकेज में क्या शामिल है, देखें`)
};

/**
* | output |
* | --- |
* | "See what is included" |
*
* @param {Page_See_IncludedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const page_see_included = /** @type {((inputs?: Page_See_IncludedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_See_IncludedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_page_see_included(inputs)
	return en_page_see_included(inputs)
});