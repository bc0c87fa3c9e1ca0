/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Buy_NowInputs */

const en_section_buy_now = /** @type {(inputs: Section_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buy now`)
};

const hi_section_buy_now = /** @type {(inputs: Section_Buy_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अभी खरीदें`)
};

/**
* | output |
* | --- |
* | "Buy now" |
*
* @param {Section_Buy_NowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_buy_now = /** @type {((inputs?: Section_Buy_NowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Buy_NowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_buy_now(inputs)
	return en_section_buy_now(inputs)
});