/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_SubmitInputs */

const en_cost_submit = /** @type {(inputs: Cost_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calculate`)
};

const hi_cost_submit = /** @type {(inputs: Cost_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`गणना करें`)
};

/**
* | output |
* | --- |
* | "Calculate" |
*
* @param {Cost_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_submit = /** @type {((inputs?: Cost_SubmitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_SubmitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_submit(inputs)
	return en_cost_submit(inputs)
});