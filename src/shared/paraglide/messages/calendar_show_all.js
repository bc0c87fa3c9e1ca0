/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Show_AllInputs */

const en_calendar_show_all = /** @type {(inputs: Calendar_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

const hi_calendar_show_all = /** @type {(inputs: Calendar_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सभी दिखाएं`)
};

/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Calendar_Show_AllInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_show_all = /** @type {((inputs?: Calendar_Show_AllInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Show_AllInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_show_all(inputs)
	return en_calendar_show_all(inputs)
});