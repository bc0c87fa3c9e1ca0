/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Kind_Dpt3Inputs */

const en_calendar_kind_dpt3 = /** @type {(inputs: Calendar_Kind_Dpt3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return of deposits`)
};

const hi_calendar_kind_dpt3 = /** @type {(inputs: Calendar_Kind_Dpt3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डिपॉज़िट का रिटर्न`)
};

/**
* | output |
* | --- |
* | "Return of deposits" |
*
* @param {Calendar_Kind_Dpt3Inputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_dpt3 = /** @type {((inputs?: Calendar_Kind_Dpt3Inputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Dpt3Inputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_dpt3(inputs)
	return en_calendar_kind_dpt3(inputs)
});