/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Service_RocInputs */

const en_calendar_service_roc = /** @type {(inputs: Calendar_Service_RocInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual ROC compliance`)
};

const hi_calendar_service_roc = /** @type {(inputs: Calendar_Service_RocInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`सालाना ROC कंप्लायंस`)
};

/**
* | output |
* | --- |
* | "Annual ROC compliance" |
*
* @param {Calendar_Service_RocInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_service_roc = /** @type {((inputs?: Calendar_Service_RocInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Service_RocInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_service_roc(inputs)
	return en_calendar_service_roc(inputs)
});