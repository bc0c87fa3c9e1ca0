/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_State_LabelInputs */

const en_cost_state_label = /** @type {(inputs: Cost_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State of the registered office`)
};

const hi_cost_state_label = /** @type {(inputs: Cost_State_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`रजिस्टर्ड ऑफिस का राज्य`)
};

/**
* | output |
* | --- |
* | "State of the registered office" |
*
* @param {Cost_State_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_state_label = /** @type {((inputs?: Cost_State_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_State_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_state_label(inputs)
	return en_cost_state_label(inputs)
});