/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, source: NonNullable<unknown> }} Cost_Figures_Source_DatedInputs */

const en_cost_figures_source_dated = /** @type {(inputs: Cost_Figures_Source_DatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Government fee and stamp duty as of ${i?.date}. Source: ${i?.source}.`)
};

const hi_cost_figures_source_dated = /** @type {(inputs: Cost_Figures_Source_DatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`सरकारी फीस और स्टाम्प ड्यूटी ${i?.date} की स्थिति के अनुसार। स्रोत: ${i?.source}।`)
};

/**
* | output |
* | --- |
* | "Government fee and stamp duty as of {date}. Source: {source}." |
*
* @param {Cost_Figures_Source_DatedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const cost_figures_source_dated = /** @type {((inputs: Cost_Figures_Source_DatedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cost_Figures_Source_DatedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_cost_figures_source_dated(inputs)
	return en_cost_figures_source_dated(inputs)
});