/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Itr_No_AuditInputs */

const en_calendar_kind_itr_no_audit = /** @type {(inputs: Calendar_Kind_Itr_No_AuditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Income-tax returns (no audit) for FY ${i?.fy}`)
};

const hi_calendar_kind_itr_no_audit = /** @type {(inputs: Calendar_Kind_Itr_No_AuditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} के इनकम टैक्स रिटर्न (जिनके खातों का ऑडिट नहीं होता)`)
};

/**
* | output |
* | --- |
* | "Income-tax returns (no audit) for FY {fy}" |
*
* @param {Calendar_Kind_Itr_No_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_itr_no_audit = /** @type {((inputs: Calendar_Kind_Itr_No_AuditInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Itr_No_AuditInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_itr_no_audit(inputs)
	return en_calendar_kind_itr_no_audit(inputs)
});