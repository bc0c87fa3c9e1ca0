/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Price_SrInputs */

const en_section_price_sr = /** @type {(inputs: Section_Price_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price `)
};

const hi_section_price_sr = /** @type {(inputs: Section_Price_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत `)
};

/**
* | output |
* | --- |
* | "Price" |
*
* @param {Section_Price_SrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_price_sr = /** @type {((inputs?: Section_Price_SrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Price_SrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_price_sr(inputs)
	return en_section_price_sr(inputs)
});