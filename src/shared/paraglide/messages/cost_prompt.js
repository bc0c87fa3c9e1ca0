/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Cost_PromptInputs */

const en_cost_prompt = /** @type {(inputs: Cost_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the type of entity and the state to see our fee, the GST on it, the government fees, the stamp duty and the total.`)
};

const hi_cost_prompt = /** @type {(inputs: Cost_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`हमारी फीस, उस पर जीएसटी, सरकारी फीस, स्टाम्प ड्यूटी और कुल खर्च देखने के लिए बिज़नेस का प्रकार और राज्य चुनें।`)
};

/**
* | output |
* | --- |
* | "Choose the type of entity and the state to see our fee, the GST on it, the government fees, the stamp duty and the total." |
*
* @param {Cost_PromptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_prompt = /** @type {((inputs?: Cost_PromptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_PromptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_prompt(inputs)
	return en_cost_prompt(inputs)
});