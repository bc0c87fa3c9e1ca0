/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Filter_SubmitInputs */

const en_calendar_filter_submit = /** @type {(inputs: Calendar_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

const hi_calendar_filter_submit = /** @type {(inputs: Calendar_Filter_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`फ़िल्टर करें`)
};

/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Calendar_Filter_SubmitInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_filter_submit = /** @type {((inputs?: Calendar_Filter_SubmitInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Filter_SubmitInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_filter_submit(inputs)
	return en_calendar_filter_submit(inputs)
});