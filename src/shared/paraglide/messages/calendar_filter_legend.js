/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Filter_LegendInputs */

const en_calendar_filter_legend = /** @type {(inputs: Calendar_Filter_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show dates that apply to`)
};

const hi_calendar_filter_legend = /** @type {(inputs: Calendar_Filter_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इन पर लागू तारीखें दिखाएं`)
};

/**
* | output |
* | --- |
* | "Show dates that apply to" |
*
* @param {Calendar_Filter_LegendInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_filter_legend = /** @type {((inputs?: Calendar_Filter_LegendInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Filter_LegendInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_filter_legend(inputs)
	return en_calendar_filter_legend(inputs)
});