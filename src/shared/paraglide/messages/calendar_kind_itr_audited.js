/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Itr_AuditedInputs */

const en_calendar_kind_itr_audited = /** @type {(inputs: Calendar_Kind_Itr_AuditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Income-tax returns (audited accounts) for FY ${i?.fy}`)
};

const hi_calendar_kind_itr_audited = /** @type {(inputs: Calendar_Kind_Itr_AuditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} के इनकम टैक्स रिटर्न (ऑडिट वाले खाते)`)
};

/**
* | output |
* | --- |
* | "Income-tax returns (audited accounts) for FY {fy}" |
*
* @param {Calendar_Kind_Itr_AuditedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_itr_audited = /** @type {((inputs: Calendar_Kind_Itr_AuditedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Itr_AuditedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_itr_audited(inputs)
	return en_calendar_kind_itr_audited(inputs)
});