/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ entity: NonNullable<unknown> }} Cost_Prompt_EntityInputs */

const en_cost_prompt_entity = /** @type {(inputs: Cost_Prompt_EntityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose the state to see our fee for your ${i?.entity}, the GST on it, the government fees, the stamp duty and the total.`)
};

const hi_cost_prompt_entity = /** @type {(inputs: Cost_Prompt_EntityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.entity} के लिए हमारी फीस, उस पर जीएसटी, सरकारी फीस, स्टाम्प ड्यूटी और कुल खर्च देखने के लिए राज्य चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose the state to see our fee for your {entity}, the GST on it, the government fees, the stamp duty and the total." |
*
* @param {Cost_Prompt_EntityInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_prompt_entity = /** @type {((inputs: Cost_Prompt_EntityInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Prompt_EntityInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_prompt_entity(inputs)
	return en_cost_prompt_entity(inputs)
});