/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Meta_DescriptionInputs */

const en_calendar_meta_description = /** @type {(inputs: Calendar_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GST, TDS, PF/ESI, advance tax, ROC and income-tax due dates for this month, by company, LLP, proprietor or GST registration, with free e-mail reminders.`)
};

const hi_calendar_meta_description = /** @type {(inputs: Calendar_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस महीने की GST, TDS, PF/ESI, एडवांस टैक्स, ROC और आयकर की ड्यू डेट, कंपनी, LLP, प्रोप्राइटर या GST रजिस्ट्रेशन के हिसाब से, मुफ़्त ईमेल रिमाइंडर के साथ।`)
};

/**
* | output |
* | --- |
* | "GST, TDS, PF/ESI, advance tax, ROC and income-tax due dates for this month, by company, LLP, proprietor or GST registration, with free e-mail reminders." |
*
* @param {Calendar_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_meta_description = /** @type {((inputs?: Calendar_Meta_DescriptionInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Meta_DescriptionInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_meta_description(inputs)
	return en_calendar_meta_description(inputs)
});