/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_EyebrowInputs */

const en_cost_eyebrow = /** @type {(inputs: Cost_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tools`)
};

const hi_cost_eyebrow = /** @type {(inputs: Cost_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टूल्स`)
};

/**
* | output |
* | --- |
* | "Tools" |
*
* @param {Cost_EyebrowInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_eyebrow = /** @type {((inputs?: Cost_EyebrowInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_EyebrowInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_eyebrow(inputs)
	return en_cost_eyebrow(inputs)
});