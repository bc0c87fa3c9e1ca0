/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Latest_ArticlesInputs */

const en_section_latest_articles = /** @type {(inputs: Section_Latest_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest Articles`)
};

const hi_section_latest_articles = /** @type {(inputs: Section_Latest_ArticlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`नए लेख`)
};

/**
* | output |
* | --- |
* | "Latest Articles" |
*
* @param {Section_Latest_ArticlesInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_latest_articles = /** @type {((inputs?: Section_Latest_ArticlesInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Latest_ArticlesInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_latest_articles(inputs)
	return en_section_latest_articles(inputs)
});