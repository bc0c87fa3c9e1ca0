/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_All_ArticlesInputs */

const en_section_all_articles = /** @type {(inputs: Section_All_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View all articles`)
};

const hi_section_all_articles = /** @type {(inputs: Section_All_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी लेख देखें`)
};

/**
* | output |
* | --- |
* | "View all articles" |
*
* @param {Section_All_ArticlesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_all_articles = /** @type {((inputs?: Section_All_ArticlesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_All_ArticlesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_all_articles(inputs)
	return en_section_all_articles(inputs)
});