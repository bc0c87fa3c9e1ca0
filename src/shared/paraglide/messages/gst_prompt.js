/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Gst_PromptInputs */

const en_gst_prompt = /** @type {(inputs: Gst_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an amount and choose a rate to see the tax, the CGST and SGST or IGST split and the total.`)
};

const hi_gst_prompt = /** @type {(inputs: Gst_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`टैक्स, उसका CGST और SGST या IGST में बंटवारा और कुल राशि देखने के लिए राशि लिखें और दर चुनें।`)
};

/**
* | output |
* | --- |
* | "Enter an amount and choose a rate to see the tax, the CGST and SGST or IGST split and the total." |
*
* @param {Gst_PromptInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const gst_prompt = /** @type {((inputs?: Gst_PromptInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Gst_PromptInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_gst_prompt(inputs)
	return en_gst_prompt(inputs)
});