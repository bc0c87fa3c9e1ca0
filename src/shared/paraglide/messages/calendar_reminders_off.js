/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_OffInputs */

const en_calendar_reminders_off = /** @type {(inputs: Calendar_Reminders_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail reminders are not offered on this site at the moment. To follow the due dates, subscribe to the calendar feed below in Google Calendar, Outlook or Apple Calendar (it updates itself), or bookmark this page: it always opens on this month's dates.`)
};

const hi_calendar_reminders_off = /** @type {(inputs: Calendar_Reminders_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`इस साइट पर अभी ईमेल रिमाइंडर की सुविधा नहीं है। ड्यू डेट पर नज़र रखने के लिए नीचे दिया कैलेंडर फ़ीड Google Calendar, Outlook या Apple Calendar में सब्सक्राइब करें (यह अपने-आप अपडेट होता है), या इस पेज को बुकमार्क कर लें: यह हमेशा इसी महीने की तारीखों के साथ खुलता है।`)
};

/**
* | output |
* | --- |
* | "E-mail reminders are not offered on this site at the moment. To follow the due dates, subscribe to the calendar feed below in Google Calendar, Outlook or App..." |
*
* @param {Calendar_Reminders_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_off = /** @type {((inputs?: Calendar_Reminders_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_off(inputs)
	return en_calendar_reminders_off(inputs)
});