/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ fy: NonNullable<unknown> }} Calendar_Kind_Tax_AuditInputs */

const en_calendar_kind_tax_audit = /** @type {(inputs: Calendar_Kind_Tax_AuditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tax audit report for FY ${i?.fy}`)
};

const hi_calendar_kind_tax_audit = /** @type {(inputs: Calendar_Kind_Tax_AuditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`वित्त वर्ष ${i?.fy} की टैक्स ऑडिट रिपोर्ट`)
};

/**
* | output |
* | --- |
* | "Tax audit report for FY {fy}" |
*
* @param {Calendar_Kind_Tax_AuditInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const calendar_kind_tax_audit = /** @type {((inputs: Calendar_Kind_Tax_AuditInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Kind_Tax_AuditInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_calendar_kind_tax_audit(inputs)
	return en_calendar_kind_tax_audit(inputs)
});