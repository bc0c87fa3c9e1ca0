/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Section_TitleInputs */

const en_cost_section_title = /** @type {(inputs: Cost_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estimate the cost`)
};

const hi_cost_section_title = /** @type {(inputs: Cost_Section_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`खर्च का अनुमान लगाएं`)
};

/**
* | output |
* | --- |
* | "Estimate the cost" |
*
* @param {Cost_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_section_title = /** @type {((inputs?: Cost_Section_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Section_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_section_title(inputs)
	return en_cost_section_title(inputs)
});