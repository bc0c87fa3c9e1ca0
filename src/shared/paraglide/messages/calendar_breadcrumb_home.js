/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Breadcrumb_HomeInputs */

const en_calendar_breadcrumb_home = /** @type {(inputs: Calendar_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const hi_calendar_breadcrumb_home = /** @type {(inputs: Calendar_Breadcrumb_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`होम`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Calendar_Breadcrumb_HomeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_breadcrumb_home = /** @type {((inputs?: Calendar_Breadcrumb_HomeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Breadcrumb_HomeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_breadcrumb_home(inputs)
	return en_calendar_breadcrumb_home(inputs)
});