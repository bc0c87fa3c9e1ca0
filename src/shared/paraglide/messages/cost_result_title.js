/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown>, state: NonNullable<unknown> }} Cost_Result_TitleInputs */

const en_cost_result_title = /** @type {(inputs: Cost_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} in ${i?.state}`)
};

const hi_cost_result_title = /** @type {(inputs: Cost_Result_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.state} में ${i?.entity}`)
};

/**
* | output |
* | --- |
* | "{entity} in {state}" |
*
* @param {Cost_Result_TitleInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_result_title = /** @type {((inputs: Cost_Result_TitleInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Result_TitleInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_result_title(inputs)
	return en_cost_result_title(inputs)
});