/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_BreadcrumbInputs */

const en_calendar_breadcrumb = /** @type {(inputs: Calendar_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance Calendar`)
};

const hi_calendar_breadcrumb = /** @type {(inputs: Calendar_BreadcrumbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंप्लायंस कैलेंडर`)
};

/**
* | output |
* | --- |
* | "Compliance Calendar" |
*
* @param {Calendar_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_breadcrumb = /** @type {((inputs?: Calendar_BreadcrumbInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_BreadcrumbInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_breadcrumb(inputs)
	return en_calendar_breadcrumb(inputs)
});