/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ service: NonNullable<unknown> }} Calendar_Get_HelpInputs */

const en_calendar_get_help = /** @type {(inputs: Calendar_Get_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Get help: ${i?.service}`)
};

const hi_calendar_get_help = /** @type {(inputs: Calendar_Get_HelpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`मदद लें: ${i?.service}`)
};

/**
* | output |
* | --- |
* | "Get help: {service}" |
*
* @param {Calendar_Get_HelpInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_get_help = /** @type {((inputs: Calendar_Get_HelpInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Get_HelpInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_get_help(inputs)
	return en_calendar_get_help(inputs)
});