/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Service_TaxInputs */

const en_calendar_service_tax = /** @type {(inputs: Calendar_Service_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounting and tax`)
};

const hi_calendar_service_tax = /** @type {(inputs: Calendar_Service_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अकाउंटिंग और टैक्स`)
};

/**
* | output |
* | --- |
* | "Accounting and tax" |
*
* @param {Calendar_Service_TaxInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_tax = /** @type {((inputs?: Calendar_Service_TaxInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Service_TaxInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_service_tax(inputs)
	return en_calendar_service_tax(inputs)
});