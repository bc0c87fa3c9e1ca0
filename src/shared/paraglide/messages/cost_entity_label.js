/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_LabelInputs */

const en_cost_entity_label = /** @type {(inputs: Cost_Entity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type of entity`)
};

const hi_cost_entity_label = /** @type {(inputs: Cost_Entity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`बिज़नेस का प्रकार`)
};

/**
* | output |
* | --- |
* | "Type of entity" |
*
* @param {Cost_Entity_LabelInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_label = /** @type {((inputs?: Cost_Entity_LabelInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_LabelInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_label(inputs)
	return en_cost_entity_label(inputs)
});