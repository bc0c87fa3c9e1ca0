/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Extensions_NoteInputs */

const en_calendar_extensions_note = /** @type {(inputs: Calendar_Extensions_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are the dates the law sets. The government often extends them by notification: check the portal or ask us before you rely on a date.`)
};

const hi_calendar_extensions_note = /** @type {(inputs: Calendar_Extensions_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ये वे तारीखें हैं जो कानून तय करता है। सरकार अक्सर नोटिफिकेशन जारी करके इन्हें आगे बढ़ा देती है: किसी तारीख पर भरोसा करने से पहले पोर्टल देख लें या हमसे पूछ लें।`)
};

/**
* | output |
* | --- |
* | "These are the dates the law sets. The government often extends them by notification: check the portal or ask us before you rely on a date." |
*
* @param {Calendar_Extensions_NoteInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_extensions_note = /** @type {((inputs?: Calendar_Extensions_NoteInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Extensions_NoteInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_extensions_note(inputs)
	return en_calendar_extensions_note(inputs)
});