/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Months_NavInputs */

const en_calendar_months_nav = /** @type {(inputs: Calendar_Months_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Months`)
};

const hi_calendar_months_nav = /** @type {(inputs: Calendar_Months_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`महीने`)
};

/**
* | output |
* | --- |
* | "Months" |
*
* @param {Calendar_Months_NavInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_months_nav = /** @type {((inputs?: Calendar_Months_NavInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Months_NavInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_months_nav(inputs)
	return en_calendar_months_nav(inputs)
});