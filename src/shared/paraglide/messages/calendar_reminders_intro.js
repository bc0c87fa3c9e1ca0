/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Reminders_IntroInputs */

const en_calendar_reminders_intro = /** @type {(inputs: Calendar_Reminders_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We e-mail you three days before each due date that applies to you. You confirm your address first, and every reminder has a one-click unsubscribe link.`)
};

const hi_calendar_reminders_intro = /** @type {(inputs: Calendar_Reminders_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आप पर लागू होने वाली हर ड्यू डेट से तीन दिन पहले हम आपको ईमेल भेजते हैं। पहले आप अपना ईमेल पता कन्फ़र्म करते हैं, और हर रिमाइंडर में एक क्लिक में अनसब्सक्राइब करने का लिंक होता है।`)
};

/**
* | output |
* | --- |
* | "We e-mail you three days before each due date that applies to you. You confirm your address first, and every reminder has a one-click unsubscribe link." |
*
* @param {Calendar_Reminders_IntroInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_reminders_intro = /** @type {((inputs?: Calendar_Reminders_IntroInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Reminders_IntroInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_reminders_intro(inputs)
	return en_calendar_reminders_intro(inputs)
});