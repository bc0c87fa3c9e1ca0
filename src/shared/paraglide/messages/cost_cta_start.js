/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Cta_StartInputs */

const en_cost_cta_start = /** @type {(inputs: Cost_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start my registration`)
};

const hi_cost_cta_start = /** @type {(inputs: Cost_Cta_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`मेरा रजिस्ट्रेशन शुरू करें`)
};

/**
* | output |
* | --- |
* | "Start my registration" |
*
* @param {Cost_Cta_StartInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_cta_start = /** @type {((inputs?: Cost_Cta_StartInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Cta_StartInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_cta_start(inputs)
	return en_cost_cta_start(inputs)
});