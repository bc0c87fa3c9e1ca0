/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_LeadInputs */

const en_calendar_lead = /** @type {(inputs: Calendar_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST returns, TDS deposits and returns, PF and ESI, advance tax, ROC annual filings and income-tax returns: the statutory due dates of each month, and who they apply to.`)
};

const hi_calendar_lead = /** @type {(inputs: Calendar_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जीएसटी रिटर्न, TDS जमा और रिटर्न, PF और ESI, एडवांस टैक्स, ROC की सालाना फाइलिंग और इनकम टैक्स रिटर्न: हर महीने की कानूनी ड्यू डेट, और ये किन पर लागू होती हैं।`)
};

/**
* | output |
* | --- |
* | "GST returns, TDS deposits and returns, PF and ESI, advance tax, ROC annual filings and income-tax returns: the statutory due dates of each month, and who the..." |
*
* @param {Calendar_LeadInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_lead = /** @type {((inputs?: Calendar_LeadInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_LeadInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_lead(inputs)
	return en_calendar_lead(inputs)
});