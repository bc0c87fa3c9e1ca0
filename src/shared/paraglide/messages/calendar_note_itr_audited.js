/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Itr_AuditedInputs */

const en_calendar_note_itr_audited = /** @type {(inputs: Calendar_Note_Itr_AuditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Companies always; LLPs and proprietors whose accounts are audited.`)
};

const hi_calendar_note_itr_audited = /** @type {(inputs: Calendar_Note_Itr_AuditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`कंपनियों के लिए हमेशा; LLP और प्रोप्राइटरों के लिए तब, जब उनके खातों का ऑडिट होता है।`)
};

/**
* | output |
* | --- |
* | "Companies always; LLPs and proprietors whose accounts are audited." |
*
* @param {Calendar_Note_Itr_AuditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_itr_audited = /** @type {((inputs?: Calendar_Note_Itr_AuditedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Itr_AuditedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_itr_audited(inputs)
	return en_calendar_note_itr_audited(inputs)
});