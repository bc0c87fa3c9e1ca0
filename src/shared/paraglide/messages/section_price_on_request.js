/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Price_On_RequestInputs */

const en_section_price_on_request = /** @type {(inputs: Section_Price_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price on request`)
};

const hi_section_price_on_request = /** @type {(inputs: Section_Price_On_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कीमत के लिए हमसे पूछें`)
};

/**
* | output |
* | --- |
* | "Price on request" |
*
* @param {Section_Price_On_RequestInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_price_on_request = /** @type {((inputs?: Section_Price_On_RequestInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Price_On_RequestInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_price_on_request(inputs)
	return en_section_price_on_request(inputs)
});