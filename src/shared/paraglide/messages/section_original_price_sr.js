/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Original_Price_SrInputs */

const en_section_original_price_sr = /** @type {(inputs: Section_Original_Price_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Original price `)
};

const hi_section_original_price_sr = /** @type {(inputs: Section_Original_Price_SrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`पहले की कीमत `)
};

/**
* | output |
* | --- |
* | "Original price" |
*
* @param {Section_Original_Price_SrInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_original_price_sr = /** @type {((inputs?: Section_Original_Price_SrInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Original_Price_SrInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_original_price_sr(inputs)
	return en_section_original_price_sr(inputs)
});