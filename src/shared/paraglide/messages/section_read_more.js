/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Section_Read_MoreInputs */

const en_section_read_more = /** @type {(inputs: Section_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read More`)
};

const hi_section_read_more = /** @type {(inputs: Section_Read_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`और पढ़ें`)
};

/**
* | output |
* | --- |
* | "Read More" |
*
* @param {Section_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const section_read_more = /** @type {((inputs?: Section_Read_MoreInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Section_Read_MoreInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_section_read_more(inputs)
	return en_section_read_more(inputs)
});