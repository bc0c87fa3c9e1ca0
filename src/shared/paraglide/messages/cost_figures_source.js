/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ source: NonNullable<unknown> }} Cost_Figures_SourceInputs */

const en_cost_figures_source = /** @type {(inputs: Cost_Figures_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Government fee and stamp duty. Source: ${i?.source}.`)
};

const hi_cost_figures_source = /** @type {(inputs: Cost_Figures_SourceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सरकारी फीस और स्टाम्प ड्यूटी। स्रोत: ${i?.source}।`)
};

/**
* | output |
* | --- |
* | "Government fee and stamp duty. Source: {source}." |
*
* @param {Cost_Figures_SourceInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_figures_source = /** @type {((inputs: Cost_Figures_SourceInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Figures_SourceInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_figures_source(inputs)
	return en_cost_figures_source(inputs)
});