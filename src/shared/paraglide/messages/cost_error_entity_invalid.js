/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Error_Entity_InvalidInputs */

const en_cost_error_entity_invalid = /** @type {(inputs: Cost_Error_Entity_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a type of entity.`)
};

const hi_cost_error_entity_invalid = /** @type {(inputs: Cost_Error_Entity_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिज़नेस का प्रकार चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose a type of entity." |
*
* @param {Cost_Error_Entity_InvalidInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_error_entity_invalid = /** @type {((inputs?: Cost_Error_Entity_InvalidInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Error_Entity_InvalidInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_error_entity_invalid(inputs)
	return en_cost_error_entity_invalid(inputs)
});