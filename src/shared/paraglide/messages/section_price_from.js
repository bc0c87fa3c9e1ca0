/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown> }} Section_Price_FromInputs */

const en_section_price_from = /** @type {(inputs: Section_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.price}`)
};

const hi_section_price_from = /** @type {(inputs: Section_Price_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.price} से शुरू`)
};

/**
* | output |
* | --- |
* | "From {price}" |
*
* @param {Section_Price_FromInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_price_from = /** @type {((inputs: Section_Price_FromInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Price_FromInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_price_from(inputs)
	return en_section_price_from(inputs)
});