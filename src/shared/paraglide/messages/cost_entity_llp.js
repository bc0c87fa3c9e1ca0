/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_Entity_LlpInputs */

const en_cost_entity_llp = /** @type {(inputs: Cost_Entity_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limited liability partnership`)
};

const hi_cost_entity_llp = /** @type {(inputs: Cost_Entity_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`लिमिटेड लायबिलिटी पार्टनरशिप (LLP)`)
};

/**
* | output |
* | --- |
* | "Limited liability partnership" |
*
* @param {Cost_Entity_LlpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_entity_llp = /** @type {((inputs?: Cost_Entity_LlpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Entity_LlpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_entity_llp(inputs)
	return en_cost_entity_llp(inputs)
});