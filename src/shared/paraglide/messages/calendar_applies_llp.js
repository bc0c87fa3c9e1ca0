/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Applies_LlpInputs */

const en_calendar_applies_llp = /** @type {(inputs: Calendar_Applies_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LLPs`)
};

const hi_calendar_applies_llp = /** @type {(inputs: Calendar_Applies_LlpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`LLP फर्म`)
};

/**
* | output |
* | --- |
* | "LLPs" |
*
* @param {Calendar_Applies_LlpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_applies_llp = /** @type {((inputs?: Calendar_Applies_LlpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Applies_LlpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_applies_llp(inputs)
	return en_calendar_applies_llp(inputs)
});