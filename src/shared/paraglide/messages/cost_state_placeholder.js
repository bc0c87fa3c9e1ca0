/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_State_PlaceholderInputs */

const en_cost_state_placeholder = /** @type {(inputs: Cost_State_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose your state`)
};

const hi_cost_state_placeholder = /** @type {(inputs: Cost_State_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपना राज्य चुनें`)
};

/**
* | output |
* | --- |
* | "Choose your state" |
*
* @param {Cost_State_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_state_placeholder = /** @type {((inputs?: Cost_State_PlaceholderInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_State_PlaceholderInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_state_placeholder(inputs)
	return en_cost_state_placeholder(inputs)
});