/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Share_NewsInputs */

const en_section_share_news = /** @type {(inputs: Section_Share_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Latest news`)
};

const hi_section_share_news = /** @type {(inputs: Section_Share_NewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ताज़ा खबरें`)
};

/**
* | output |
* | --- |
* | "Latest news" |
*
* @param {Section_Share_NewsInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_share_news = /** @type {((inputs?: Section_Share_NewsInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Share_NewsInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_share_news(inputs)
	return en_section_share_news(inputs)
});