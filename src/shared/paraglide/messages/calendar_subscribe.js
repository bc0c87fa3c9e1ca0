/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_SubscribeInputs */

const en_calendar_subscribe = /** @type {(inputs: Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to the calendar (.ics)`)
};

const hi_calendar_subscribe = /** @type {(inputs: Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कैलेंडर सब्सक्राइब करें (.ics)`)
};

/**
* | output |
* | --- |
* | "Subscribe to the calendar (.ics)" |
*
* @param {Calendar_SubscribeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_subscribe = /** @type {((inputs?: Calendar_SubscribeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_SubscribeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_subscribe(inputs)
	return en_calendar_subscribe(inputs)
});