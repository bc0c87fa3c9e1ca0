/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Error_State_InvalidInputs */

const en_cost_error_state_invalid = /** @type {(inputs: Cost_Error_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a state from the list.`)
};

const hi_cost_error_state_invalid = /** @type {(inputs: Cost_Error_State_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सूची में से राज्य चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose a state from the list." |
*
* @param {Cost_Error_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_state_invalid = /** @type {((inputs?: Cost_Error_State_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Error_State_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_error_state_invalid(inputs)
	return en_cost_error_state_invalid(inputs)
});