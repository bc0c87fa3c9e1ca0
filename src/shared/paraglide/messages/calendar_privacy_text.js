/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Privacy_TextInputs */

const en_calendar_privacy_text = /** @type {(inputs: Calendar_Privacy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your details only for what you ask of us here.`)
};

const hi_calendar_privacy_text = /** @type {(inputs: Calendar_Privacy_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`आपकी जानकारी का इस्तेमाल हम सिर्फ़ उसी काम के लिए करते हैं जो आप यहां हमसे कह रहे हैं।`)
};

/**
* | output |
* | --- |
* | "We use your details only for what you ask of us here." |
*
* @param {Calendar_Privacy_TextInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_privacy_text = /** @type {((inputs?: Calendar_Privacy_TextInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Privacy_TextInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_privacy_text(inputs)
	return en_calendar_privacy_text(inputs)
});