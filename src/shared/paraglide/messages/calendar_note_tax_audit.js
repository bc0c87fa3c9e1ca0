/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Note_Tax_AuditInputs */

const en_calendar_note_tax_audit = /** @type {(inputs: Calendar_Note_Tax_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the accounts must be audited.`)
};

const hi_calendar_note_tax_audit = /** @type {(inputs: Calendar_Note_Tax_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`जहां खातों का ऑडिट ज़रूरी है।`)
};

/**
* | output |
* | --- |
* | "Where the accounts must be audited." |
*
* @param {Calendar_Note_Tax_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_note_tax_audit = /** @type {((inputs?: Calendar_Note_Tax_AuditInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Note_Tax_AuditInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_note_tax_audit(inputs)
	return en_calendar_note_tax_audit(inputs)
});